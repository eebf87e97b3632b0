/**
 * Who is signed in: the employee (`request.auth`, set by `requireAuth`) or the worker account (`request.workerAuth`,
 * set by `requireWorker`). The types live here rather than in the plugins, so services import them without importing
 * the plugins (which import the services that authenticate).
 */
import type { FastifyRequest } from 'fastify';
import type { EmployeeRole } from '@app/shared/roles';
import { unauthorized } from './errors';

/** The signed-in employee. Every repository call takes companyId from here, never from the request. */
export type AuthContext = {
  employeeId: number;
  employeeCode: string;
  companyId: number;
  role: EmployeeRole;
  email: string;
  deviceId: number;
  /** read with the session in the same statement, as of this request (GET /api/profile answers from it) */
  profile: { name: string; departmentId: number | null; departmentName: string | null; companyName: string; isMyNumberStaff: boolean };
};

/** The signed-in worker account. Every portal query takes accountId from here, never from the request. */
export type WorkerAuthContext = { accountId: number; email: string; deviceId: number };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    workerAuth: WorkerAuthContext | null;
  }
}

/** The signed-in employee of a route guarded by `requireAuth`; 401 if there is none (a route without the guard). */
export function authed(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in worker account of a route guarded by `requireWorker`; 401 if there is none. */
export function workerAuthed(request: FastifyRequest): WorkerAuthContext {
  if (!request.workerAuth) throw unauthorized();
  return request.workerAuth;
}

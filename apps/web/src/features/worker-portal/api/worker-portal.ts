import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AcceptWorkerInvitationBody,
  PortalContract,
  PortalMe,
  WorkerAccount,
  WorkerInvitation,
  WorkerSignInBody,
} from '@app/shared/worker-portal';
import type { WorkerTodosWire } from '@app/shared/todos';
import { workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { workerAuthStorage } from '../../../lib/auth-storage';

/** Everything here goes through the worker session (its own stored tokens), never the employee's. */
export const portalKeys = {
  all: ['portal'] as const,
  me: () => ['portal', 'me'] as const,
  contracts: (companyId: number) => ['portal', 'contracts', companyId] as const,
  todos: (companyId: number) => ['portal', 'todos', companyId] as const,
  contract: (code: string) => ['portal', 'contract', code] as const,
  invitation: (token: string) => ['portal', 'invitation', token] as const,
};

export function useWorkerSignIn() {
  return useMutation({
    mutationFn: (body: WorkerSignInBody) =>
      workerApiRequest<{ data: WorkerAccount }>('/worker_auth/sign_in', { method: 'POST', body, skipAuthRedirect: true }),
  });
}

export async function workerSignOut(): Promise<void> {
  try {
    await workerApiRequest('/worker_auth/sign_out', { method: 'DELETE', skipAuthRedirect: true });
  } finally {
    workerAuthStorage.clear();
  }
}

export function useWorkerResetRequest() {
  return useMutation({
    mutationFn: (email: string) =>
      workerApiRequest<{ data: { message: string } }>('/worker_auth/password', { method: 'POST', body: { email }, skipAuthRedirect: true }),
  });
}

export function useWorkerResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      workerApiRequest<{ data: { message: string } }>('/worker_auth/reset_password', { method: 'POST', body, skipAuthRedirect: true }),
  });
}

export function useWorkerInvitation(token: string) {
  return useQuery({
    queryKey: portalKeys.invitation(token),
    queryFn: ({ signal }) =>
      workerApiRequest<{ data: WorkerInvitation }>(`/worker_invitations/${encodeURIComponent(token)}`, { signal, skipAuthRedirect: true }).then((r) => r.data),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: AcceptWorkerInvitationBody) =>
      workerApiRequest<{ data: WorkerAccount }>(`/worker_invitations/${encodeURIComponent(token)}/acceptance`, {
        method: 'POST',
        body,
        skipAuthRedirect: true,
      }),
  });
}

export function usePortalMe() {
  return useQuery({
    queryKey: portalKeys.me(),
    queryFn: ({ signal }) => workerApiRequest<{ data: PortalMe }>('/v2/worker/me', { signal }).then((r) => r.data),
  });
}

export function usePortalContracts(companyId: number | undefined) {
  return useQuery({
    queryKey: portalKeys.contracts(companyId ?? 0),
    queryFn: ({ signal }) =>
      workerApiRequest<{ data: PortalContract[] }>('/v2/worker/contracts', { signal, query: { company_id: companyId } }).then((r) => r.data),
    enabled: companyId !== undefined,
  });
}

export function usePortalContract(code: string) {
  return useQuery({
    queryKey: portalKeys.contract(code),
    queryFn: ({ signal }) =>
      workerApiRequest<{ data: PortalContract }>(`/v2/worker/contracts/${encodeURIComponent(code)}`, { signal }).then((r) => r.data),
    retry: false,
  });
}

export type PortalTodos = Camelized<WorkerTodosWire>;

/** GET /v2/worker/todos?company_id=: what waits for the worker at the chosen company (asked again on each visit). */
export function usePortalTodos(companyId: number | undefined) {
  return useQuery({
    queryKey: portalKeys.todos(companyId ?? 0),
    queryFn: ({ signal }) => workerApiRequest<{ data: PortalTodos }>('/v2/worker/todos', { signal, query: { company_id: companyId } }).then((r) => r.data),
    enabled: companyId !== undefined,
    refetchOnMount: 'always',
  });
}

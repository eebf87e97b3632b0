/**
 * マイナンバー: who may act, and the operation log. Every staff-only action checks the マイナンバー事務取扱担当者 flag
 * (requireStaff) and writes its log row (logRow) in the action's transaction; a refused attempt is logged on its own
 * (the action rolls back, the log stays).
 */
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { MyNumberAction, OperationLog } from '@app/shared/my-numbers';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { HttpError, notFound } from '../../../lib/errors';
import { findByCode as findWorkerByCode } from '../../partners/workers/workers.repository';
import type { Actor, Deps, Row } from './my-number-record';
import * as repo from './my-numbers.repository';

export type Target = { id: number; code: string; name: string } | null;

export function logRow(actor: Actor, action: MyNumberAction, target: Target, extra: { purpose?: string | null; refusedAction?: MyNumberAction } = {}): repo.NewLog {
  return {
    companyId: actor.auth.companyId,
    employeeId: actor.auth.employeeId,
    actorName: actor.auth.profile.name,
    actorType: 'employee',
    workerId: target?.id ?? null,
    workerCode: target?.code ?? null,
    workerName: target?.name ?? null,
    action,
    refusedAction: extra.refusedAction ?? null,
    purpose: extra.purpose ?? null,
    clientAddress: actor.ip,
  };
}

/**
 * Staff-only actions: the signed-in employee must be a マイナンバー事務取扱担当者. A refusal is written to the log at
 * once (outside any transaction of the action) and answers 403.
 */
export async function requireStaff(db: Db, actor: Actor, action: MyNumberAction, target: Target): Promise<void> {
  const me = await repo.employeeStaffInfo(db, actor.auth.companyId, actor.auth.employeeId);
  if (me?.isMyNumberStaff) return;
  await repo.insertLogs(db, [logRow(actor, 'refused', target, { refusedAction: action })]);
  throw new HttpError(403, errorCodes.forbidden, [ja.myNumber.notDesignated]);
}

/**
 * L4 for the staff-only routes: the staff check before the input is validated (a preValidation hook), so a caller who
 * is not a 事務取扱担当者 is told 403 — with the refusal logged against the record or worker the raw input names — and
 * never a 422 describing the input — whatever the code names (another company's record too: the answer is the same 403,
 * so it tells nothing). A staff member passes on to the route's own checks (404 for another company's record).
 */
export async function staffBeforeInput(deps: Deps, actor: Actor, action: MyNumberAction, names: { recordCode?: unknown; workerCode?: unknown }): Promise<void> {
  if (await isStaff(deps.db, actor.auth)) return;
  let target: Target = null;
  if (typeof names.recordCode === 'string') {
    const found = names.recordCode.length <= 64 ? await repo.findByCode(deps.db, actor.auth.companyId, names.recordCode) : undefined;
    if (found) target = targetOf(found);
  } else if (typeof names.workerCode === 'string' && names.workerCode.length <= 64) {
    const worker = await findWorkerByCode(deps.db, actor.auth.companyId, names.workerCode);
    if (worker) target = { id: worker.id, code: worker.code, name: worker.fullName };
  }
  await requireStaff(deps.db, actor, action, target);
}

export async function isStaff(db: Queryable, auth: AuthContext): Promise<boolean> {
  return (await repo.employeeStaffInfo(db, auth.companyId, auth.employeeId))?.isMyNumberStaff ?? false;
}

export const targetOf = (f: { row: Row; workerCode: string; workerName: string }): Target => ({ id: f.row.workerId, code: f.workerCode, name: f.workerName });

// ── the operation log ──────────────────────────────────────────────────────────────────────────────────────────
function logToWire(r: Awaited<ReturnType<typeof repo.listLogs>>['rows'][number]): OperationLog {
  const label = (a: string | null) => (a ? ((ja.myNumber.actionLabels as Record<string, string>)[a] ?? a) : null);
  return {
    id: r.id,
    created_at: r.createdAt,
    actor_name: r.actorName,
    actor_type: r.actorType,
    businessor_code: r.workerCode,
    businessor_name: r.workerName,
    action: r.action,
    disp_action_name: label(r.action)!,
    refused_action: r.refusedAction,
    disp_refused_action_name: label(r.refusedAction),
    purpose: r.purpose,
    client_address: r.clientAddress,
  };
}

/** The log is for staff and owners; a refused read is logged too. */
export async function logs(deps: Deps, actor: Actor, query: { offset: number; limit: number; businessor_code?: string }) {
  if (actor.auth.role !== 'owner_administrator') await requireStaff(deps.db, actor, 'log_view', null);
  let workerId: number | undefined;
  if (query.businessor_code) {
    const worker = await findWorkerByCode(deps.db, actor.auth.companyId, query.businessor_code);
    if (!worker) throw notFound();
    workerId = worker.id;
  }
  const { rows, total } = await repo.listLogs(deps.db, actor.auth.companyId, { limit: query.limit, offset: query.offset, workerId });
  return { data: rows.map(logToWire), total };
}

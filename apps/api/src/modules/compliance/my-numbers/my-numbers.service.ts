/**
 * マイナンバー (issue #12), the record itself: reading (the list, a worker's or a record's state), the staff-only reveal,
 * and registration, update and deletion by the company. The worker's entry, the requests, the images, export/import,
 * the log and retention are in the my-number-*.ts files beside this one.
 */
import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import type { CompanyMyNumberForm } from '@app/shared/my-numbers';
import { myNumberStatusLabels } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { findByCode as findWorkerByCode, setMyNumberStatus } from '../../partners/workers/workers.repository';
import { imageKeysOf, removeMyNumberImages } from './my-number-lifecycle';
import { isStaff, logRow, requireStaff, targetOf, type Target } from './my-number-log';
import { purposeFlags, recordOr404, toWire, type Actor, type Deps } from './my-number-record';
import * as repo from './my-numbers.repository';

// ── reading ────────────────────────────────────────────────────────────────────────────────────────────────────
export async function getForWorker(deps: Deps, actor: Actor, workerCode: string) {
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, workerCode);
  if (!worker) throw notFound();
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, worker.id);
  return toWire(deps, { code: worker.code, name: worker.fullName }, row, await isStaff(deps.db, actor.auth));
}

export async function list(deps: Deps, actor: Actor, query: { page: number; limit: number; status?: 'requested' | 'submitted' | 'confirmed' }) {
  const staff = await isStaff(deps.db, actor.auth);
  const { rows, total } = await repo.listPage(deps.db, actor.auth.companyId, { limit: query.limit, offset: query.page * query.limit, status: query.status });
  return { data: rows.map((r) => toWire(deps, { code: r.workerCode, name: r.workerName }, r.row, staff)), meta: { total_count: total } };
}

export async function detail(deps: Deps, actor: Actor, code: string) {
  const f = await recordOr404(deps.db, actor, code);
  return toWire(deps, { code: f.workerCode, name: f.workerName }, f.row, await isStaff(deps.db, actor.auth));
}

export async function businessors(deps: Deps, actor: Actor) {
  const rows = await repo.businessors(deps.db, actor.auth.companyId);
  return rows.map((r) => ({ code: r.code, full_name: r.fullName, email: r.email, status: r.status, disp_status_name: myNumberStatusLabels[r.status], my_number_code: r.myNumberCode }));
}

/** Decrypts a stored number and logs the read with its purpose: the one place a number leaves the store. */
async function readLogged(deps: Pick<Deps, 'db' | 'cipher'>, actor: Actor, target: Target, encryptedValue: string, purpose: string): Promise<string> {
  const value = deps.cipher.decrypt(encryptedValue);
  await repo.insertLogs(deps.db, [logRow(actor, 'reveal', target, { purpose })]);
  return value;
}

/** The number itself: staff only, with a stated purpose, logged. */
export async function reveal(deps: Deps, actor: Actor, code: string, purpose: string) {
  const f = await recordOr404(deps.db, actor, code);
  await requireStaff(deps.db, actor, 'reveal', targetOf(f));
  if (!f.row.encryptedValue) throw new HttpError(404, errorCodes.notFound, [ja.myNumber.noValue]);
  return { code: f.row.code, my_number_value: await readLogged(deps, actor, targetOf(f), f.row.encryptedValue, purpose) };
}

/**
 * A worker's number for a document that must print it (the 支払調書's 税務署提出用 copy): staff only (a refusal is
 * logged), the read logged with its purpose; null when the worker has no number on file.
 */
export async function revealForWorker(deps: Pick<Deps, 'db' | 'cipher'>, actor: Actor, target: NonNullable<Target>, purpose: string): Promise<string | null> {
  await requireStaff(deps.db, actor, 'reveal', target);
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, target.id);
  return row?.encryptedValue ? readLogged(deps, actor, target, row.encryptedValue, purpose) : null;
}

// ── registration, update, deletion by the company ──────────────────────────────────────────────────────────────

async function assertUnique(tx: Queryable, deps: Deps, companyId: number, value: string, exceptId?: number) {
  if (await repo.hmacTaken(tx, companyId, deps.cipher.hmac(value), exceptId)) throw invalid({ my_number_value: [ja.myNumber.duplicateNumber] });
}

export async function register(deps: Deps, actor: Actor, form: CompanyMyNumberForm) {
  if (!form.businessor_code) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, form.businessor_code);
  if (!worker) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  const target = { id: worker.id, code: worker.code, name: worker.fullName };
  await requireStaff(deps.db, actor, 'register', target);
  return deps.db.transaction(async (tx) => {
    const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
    if (existing?.encryptedValue) throw new HttpError(409, errorCodes.conflict, [ja.myNumber.alreadyRegistered]);
    await assertUnique(tx, deps, actor.auth.companyId, form.my_number_value);
    const now = new Date().toISOString();
    const values = {
      status: 'confirmed' as const,
      encryptedValue: deps.cipher.encrypt(form.my_number_value),
      valueHmac: deps.cipher.hmac(form.my_number_value),
      ...purposeFlags(form.my_number_purposes),
      purposeEndsOn: form.purpose_ends_on ?? null,
      confirmedAt: now,
    };
    if (existing) await repo.deleteTokens(tx, existing.id);
    const row = existing
      ? await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, values)
      : await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: worker.id, ...values });
    await setMyNumberStatus(tx, actor.auth.companyId, worker.id, 'confirmed');
    await repo.insertLogs(tx, [logRow(actor, 'register', target)]);
    return toWire(deps, { code: worker.code, name: worker.fullName }, row, true);
  });
}

/** PUT: a new number, purposes or end date; a submitted number becomes 確認済 (staff checked it). */
export async function update(deps: Deps, actor: Actor, code: string, form: Partial<CompanyMyNumberForm>) {
  const f = await recordOr404(deps.db, actor, code);
  if (form.businessor_code && form.businessor_code !== f.workerCode) throw invalid({ businessor_code: [ja.myNumber.workerUnknown] });
  await requireStaff(deps.db, actor, 'update', targetOf(f));
  return deps.db.transaction(async (tx) => {
    const g = await recordOr404(tx, actor, code, true);
    if (!form.my_number_value && !g.row.encryptedValue) throw invalid({ my_number_value: [ja.myNumber.noValue] });
    if (form.my_number_value) await assertUnique(tx, deps, actor.auth.companyId, form.my_number_value, g.row.id);
    const now = new Date().toISOString();
    const row = await repo.updateMyNumber(tx, actor.auth.companyId, g.row.id, {
      status: 'confirmed',
      ...(form.my_number_value ? { encryptedValue: deps.cipher.encrypt(form.my_number_value), valueHmac: deps.cipher.hmac(form.my_number_value) } : {}),
      ...(form.my_number_purposes ? purposeFlags(form.my_number_purposes) : {}),
      ...(form.purpose_ends_on !== undefined ? { purposeEndsOn: form.purpose_ends_on } : {}),
      confirmedAt: g.row.confirmedAt ?? now,
    });
    await repo.deleteTokens(tx, g.row.id);
    await setMyNumberStatus(tx, actor.auth.companyId, g.row.workerId, 'confirmed');
    await repo.insertLogs(tx, [logRow(actor, g.row.status === 'submitted' && !form.my_number_value ? 'confirm' : 'update', targetOf(g))]);
    return toWire(deps, { code: g.workerCode, name: g.workerName }, row, true);
  });
}

/** Deletes the number and its images; the deletion record (who, when, which worker) stays in the log. */
export async function remove(deps: Deps, actor: Actor, code: string) {
  const f = await recordOr404(deps.db, actor, code);
  await requireStaff(deps.db, actor, 'delete', targetOf(f));
  const keys = await deps.db.transaction(async (tx) => {
    const g = await recordOr404(tx, actor, code, true);
    await repo.deleteMyNumber(tx, actor.auth.companyId, g.row.id);
    await setMyNumberStatus(tx, actor.auth.companyId, g.row.workerId, 'not_requested');
    await repo.insertLogs(tx, [logRow(actor, 'delete', targetOf(g))]);
    return imageKeysOf(g.row);
  });
  await removeMyNumberImages(deps.storage, keys);
  return { ok: true as const };
}

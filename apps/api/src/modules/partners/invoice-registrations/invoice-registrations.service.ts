/**
 * インボイス登録 kept true (issue #25 item 3). A worker's 登録番号 is checked against the NTA 公表 data when it is
 * saved (checkOnEntry, called by the portal profile's save; fail soft) and every day through the 差分 call
 * (syncDaily); a registration that lapsed (失効) or was cancelled (取消) rings the bell of every linked company's
 * payment roles once — on the change of state, which happens once per end date. Without NTA_INVOICE_API_URL /
 * NTA_INVOICE_API_ID nothing is called: numbers stay `unchecked`, the daily job logs that it skipped, the worker page
 * says so.
 */
import { addDays } from '@app/shared/order-rules';
import type { FastifyBaseLogger } from 'fastify';
import { endedRegistrationStatuses, type InvoiceRegistrationWire } from '@app/shared/invoice-registrations';
import { ja } from '@app/shared/messages/ja';
import { workerEditorRoles } from '@app/shared/roles';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { conflict, notFound } from '../../../lib/errors';
import { activeEmployeesWithRoles } from '../../identity/worker-accounts/worker-accounts.repository';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import { changesBetween, lookupNumbers, NtaInvoiceError, publishedState, type NtaInvoiceConfig, type PublishedRegistration } from './nta-invoice-client';
import * as repo from './invoice-registrations.repository';

const t = ja.invoiceRegistrations;

/** What a check came to: answered, not configured, or the API did not answer (the numbers stay as they were). */
export type CheckOutcome = 'checked' | 'not_configured' | 'unreachable';

/**
 * Writes what the API answered for `numbers` (a number it does not name is not published) and rings the bell for each
 * registration that has newly ended. `found` holds the records read; numbers outside it become not_found only when
 * `missingIsNotFound` (the 番号指定 call names every published number; the 差分 call names only the changed ones).
 */
async function applyRecords(tx: Queryable, numbers: readonly string[], found: Map<string, PublishedRegistration>, missingIsNotFound: boolean) {
  const before = new Map((await repo.findByNumbers(tx, numbers, true)).map((r) => [r.registrationNumber, r]));
  const ended: { number: string; status: 'lapsed' | 'cancelled'; endedOn: string }[] = [];
  for (const number of numbers) {
    const record = found.get(number);
    if (!record) {
      if (missingIsNotFound) {
        await repo.saveChecked(tx, { registrationNumber: number, status: 'not_found', name: null, registeredOn: null, endedOn: null, publishedUpdatedOn: null });
      }
      continue;
    }
    const state = publishedState(record);
    const old = before.get(number);
    if (state.status !== 'registered' && state.endedOn && (old?.status !== state.status || old.endedOn !== state.endedOn)) {
      ended.push({ number, status: state.status, endedOn: state.endedOn });
    }
    await repo.saveChecked(tx, {
      registrationNumber: number,
      status: state.status,
      name: record.name,
      registeredOn: record.registeredOn,
      endedOn: state.endedOn,
      publishedUpdatedOn: record.updatedOn,
    });
  }
  await ringEnded(tx, ended);
}

/** Records published states read elsewhere (the demo seed: as the daily 差分 would have read them). */
export async function recordPublished(tx: Queryable, records: readonly PublishedRegistration[]): Promise<void> {
  const found = new Map(records.map((r) => [r.registrationNumber, r]));
  await applyRecords(tx, [...found.keys()], found, false);
}

/** One bell notice per ended registration per linked worker row, to the company's payment roles (支払通知書 editors). */
async function ringEnded(tx: Queryable, ended: readonly { number: string; status: 'lapsed' | 'cancelled'; endedOn: string }[]) {
  if (ended.length === 0) return;
  const byNumber = new Map(ended.map((e) => [e.number, e]));
  const rows = await repo.workersWithNumbers(tx, [...byNumber.keys()]);
  const recipientsOf = new Map<number, number[]>();
  for (const w of rows) {
    if (!recipientsOf.has(w.companyId)) recipientsOf.set(w.companyId, (await activeEmployeesWithRoles(tx, w.companyId, workerEditorRoles)).map((e) => e.id));
    const e = byNumber.get(w.registrationNumber)!;
    const label = t.statusLabels[e.status];
    await insertNotifications(
      tx,
      recipientsOf.get(w.companyId)!.map((employeeId) => ({
        companyId: w.companyId,
        employeeId,
        title: t.bell.title(w.fullName, label, e.endedOn),
        body: t.bell.body(e.number),
        businessorCode: w.workerCode,
        link: `/worker/${encodeURIComponent(w.workerCode)}`,
      })),
    );
  }
}

/** 番号指定 for `numbers` now; fail soft (the answer says how it went, nothing throws for the API's sake). */
export async function checkNumbers(db: Db, config: NtaInvoiceConfig | undefined, numbers: readonly string[]): Promise<CheckOutcome> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return 'checked';
  await repo.ensureRows(db, unique);
  if (!config) return 'not_configured';
  let found: Map<string, PublishedRegistration>;
  try {
    found = await lookupNumbers(config, unique);
  } catch (error) {
    if (!(error instanceof NtaInvoiceError)) throw error;
    await repo.saveFailure(db, unique, error.message);
    return 'unreachable';
  }
  await db.transaction((tx) => applyRecords(tx, unique, found, true));
  return 'checked';
}

/**
 * On entry (the portal profile's save, after its transaction): checks the number the worker saved when it is new to
 * the worker or no check has answered it yet. Never fails the save: anything that goes wrong is logged (without the
 * application ID) and the number stays `unchecked`.
 */
export async function checkOnEntry(
  db: Db,
  config: NtaInvoiceConfig | undefined,
  number: string | null,
  previous: string | null,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!number) return;
  try {
    if (number === previous) {
      const [row] = await repo.findByNumbers(db, [number]);
      if (row && row.status !== 'unchecked') return;
    }
    await checkNumbers(db, config, [number]);
  } catch (error) {
    log?.warn({ err: error instanceof Error ? error.message : String(error) }, 'invoice registration check on entry failed');
  }
}

/**
 * The daily job: the 差分 from the day after the cursor (yesterday on the first run) through yesterday, applied to
 * every known number in one transaction with the cursor moved; then the numbers no check answered yet are looked up
 * again. Not configured: logs that it skipped and records why (the worker page shows the notice).
 */
export async function syncDaily(db: Db, config: NtaInvoiceConfig | undefined, today: string, log: FastifyBaseLogger): Promise<void> {
  if (!config) {
    log.info('invoice registration diff skipped: NTA_INVOICE_API_URL / NTA_INVOICE_API_ID are not set');
    await repo.saveCursor(db, { lastError: 'not_configured' });
    return;
  }
  const to = addDays(today, -1);
  const cursor = await db.transaction((tx) => repo.lockCursor(tx));
  const from = cursor.syncedThrough ? addDays(cursor.syncedThrough, 1) : to;
  if (from <= to) {
    let changes: PublishedRegistration[];
    try {
      changes = await changesBetween(config, from, to);
    } catch (error) {
      if (!(error instanceof NtaInvoiceError)) throw error;
      await repo.saveCursor(db, { lastError: error.message });
      // the job fails: its claim is removed and the next check tries again
      throw error;
    }
    await db.transaction(async (tx) => {
      const current = await repo.lockCursor(tx);
      if (current.syncedThrough !== cursor.syncedThrough) return; // another instance moved it meanwhile
      const known = await repo.knownNumbers(tx);
      const found = new Map<string, PublishedRegistration>();
      // in date order, so a later record of the same number wins
      for (const c of [...changes].sort((a, b) => (a.updatedOn ?? '').localeCompare(b.updatedOn ?? ''))) {
        if (known.has(c.registrationNumber) && c.latest) found.set(c.registrationNumber, c);
      }
      await applyRecords(tx, [...found.keys()], found, false);
      await repo.saveCursor(tx, { syncedThrough: to, lastError: null });
    });
  }
  const pending = await repo.uncheckedNumbers(db);
  if (pending.length > 0) await checkNumbers(db, config, pending);
}

// ── the worker page ──

function noticeOf(row: repo.RegistrationRow | undefined, configured: boolean): string | null {
  if (!row || row.status === 'unchecked') return configured ? t.notices.unreachable : t.notices.notConfigured;
  if (row.status === 'not_found') return t.notices.notFound;
  if (endedRegistrationStatuses.includes(row.status) && row.endedOn) return t.notices.ended(t.statusLabels[row.status], row.endedOn);
  return null;
}

/** GET /v2/employee/businessors/{code}/invoice_registration */
export async function workerRegistration(db: Queryable, auth: AuthContext, code: string, config: NtaInvoiceConfig | undefined): Promise<InvoiceRegistrationWire> {
  const worker = await repo.workerRegistration(db, auth.companyId, code);
  if (!worker) throw notFound(ja.worker.notFound);
  const number = worker.invoiceStatus === 'registered' && worker.number ? worker.number : null;
  const configured = config !== undefined;
  if (!number) {
    return { registration_number: null, status: null, name: null, registered_on: null, ended_on: null, checked_at: null, configured, notice: t.notices.noNumber };
  }
  const [row] = await repo.findByNumbers(db, [number]);
  return {
    registration_number: number,
    status: row?.status ?? 'unchecked',
    name: row?.name ?? null,
    registered_on: row?.registeredOn ?? null,
    ended_on: row?.endedOn ?? null,
    checked_at: row?.checkedAt ? new Date(row.checkedAt).toISOString() : null,
    configured,
    notice: noticeOf(row, configured),
  };
}

/** POST /v2/employee/businessors/{code}/invoice_registration/check: look the number up now (fail soft). */
export async function recheck(db: Db, auth: AuthContext, code: string, config: NtaInvoiceConfig | undefined): Promise<InvoiceRegistrationWire> {
  const worker = await repo.workerRegistration(db, auth.companyId, code);
  if (!worker) throw notFound(ja.worker.notFound);
  if (worker.invoiceStatus !== 'registered' || !worker.number) throw conflict(t.errors.noNumber);
  await checkNumbers(db, config, [worker.number]);
  return workerRegistration(db, auth, code, config);
}

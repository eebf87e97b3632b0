/**
 * マイナンバー requests by the company: request (one worker or in bulk), re-request, reminder and withdrawal, each
 * sending or ending the worker's link in the action's transaction.
 */
import { errorCodes } from '@app/shared/api';
import { japanDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { MY_NUMBER_TOKEN_DAYS, type RequestFlags } from '@app/shared/my-numbers';
import type { Queryable } from '../../../db/client';
import { HttpError, invalid, notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import { assertMyNumberMailAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { findByCode as findWorkerByCode, setMyNumberStatus } from '../../partners/workers/workers.repository';
import { imageKeysOf, removeMyNumberImages } from './my-number-lifecycle';
import { isStaff, logRow, requireStaff, targetOf } from './my-number-log';
import { DAY, purposesOf, recordOr404, toWire, type Actor, type Deps, type Row } from './my-number-record';
import * as repo from './my-numbers.repository';
import { remove } from './my-numbers.service';

// ── requests, re-requests, reminders, withdrawal ───────────────────────────────────────────────────────────────
/** Something that reads as a link or an address: a scheme, `www.`, `//`, or a dotted host name. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|\/\/|[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/i;

/**
 * The greeting of a マイナンバー mail: the worker's name, unless it contains something that reads as a link (the name
 * comes from the company's worker row or a 仮登録 CSV, and a mail asking for マイナンバー must not carry a lure in the
 * product's voice; issue #19 N6) — then the generic greeting.
 */
export function myNumberGreeting(fullName: string): string {
  return LINK_LIKE.test(fullName.normalize('NFKC')) ? ja.myNumberMail.genericGreeting : `${fullName} 様`;
}

/**
 * One mail with a new 14-day link; every earlier live link of the request ends (one live link per request). The
 * caller has counted the mail in the company's budget (assertMyNumberMailAllowed).
 */
async function sendLink(
  deps: Deps,
  tx: Queryable,
  actor: Actor,
  row: Row,
  worker: { fullName: string; email: string | null },
  kind: 'request' | 'remind',
  mailKind: 'my_number_request' | 'my_number_bulk_request' = 'my_number_request',
) {
  if (!worker.email) throw new HttpError(422, errorCodes.validation, [ja.myNumber.workerEmailMissing]);
  const token = newToken();
  await repo.expireLiveTokens(tx, row.id);
  await repo.insertToken(tx, row.id, hashToken(token), new Date(Date.now() + MY_NUMBER_TOKEN_DAYS * DAY));
  const company = actor.auth.profile.companyName;
  await enqueueMail(
    tx,
    composeMail({
      companyId: actor.auth.companyId,
      kind: mailKind,
      to: worker.email,
      subject: kind === 'request' ? ja.myNumberMail.requestSubject(company) : ja.myNumberMail.remindSubject(company),
      greeting: myNumberGreeting(worker.fullName),
      paragraphs: [ja.myNumberMail.body],
      facts: [
        { label: ja.myNumberMail.company, value: company },
        { label: ja.myNumberMail.purposes, value: purposesOf(row).map((p) => ja.myNumber.purposeLabels[p.purpose_type]).join('・') },
      ],
      action: { label: ja.myNumberMail.action, url: `${deps.appUrl}/my_numbers/${token}` },
      notes: [ja.myNumberMail.expiry(MY_NUMBER_TOKEN_DAYS)],
    }),
  );
}

const flagsOf = (flags: RequestFlags) => ({
  isUseOfficeWork: flags.is_use_office_work,
  isUseRecord: flags.is_use_record,
  isNeedNumberConfirmationFile: flags.is_need_number_confirmation_file,
  isNeedIdentificationFile: flags.is_need_identification_file,
});

async function requestOne(
  deps: Deps,
  tx: Queryable,
  actor: Actor,
  worker: NonNullable<Awaited<ReturnType<typeof findWorkerByCode>>>,
  flags: RequestFlags,
  mailKind: 'my_number_request' | 'my_number_bulk_request' = 'my_number_request',
) {
  const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id, { lock: true });
  if (existing && (existing.status === 'submitted' || existing.status === 'confirmed')) {
    throw new HttpError(409, errorCodes.conflict, [ja.myNumber.alreadySubmitted]);
  }
  if (!worker.email) throw new HttpError(422, errorCodes.validation, [ja.myNumber.workerEmailMissing]);
  const now = new Date().toISOString();
  // links of an earlier (withdrawn) request must not come back to life
  if (existing) await repo.deleteTokens(tx, existing.id);
  const row = existing
    ? await repo.updateMyNumber(tx, actor.auth.companyId, existing.id, { ...flagsOf(flags), status: 'requested', requestedAt: now, requestedBy: actor.auth.employeeId })
    : await repo.insertMyNumber(tx, { companyId: actor.auth.companyId, workerId: worker.id, status: 'requested', ...flagsOf(flags), requestedAt: now, requestedBy: actor.auth.employeeId });
  await sendLink(deps, tx, actor, row, worker, 'request', mailKind);
  await setMyNumberStatus(tx, actor.auth.companyId, worker.id, 'requested');
  await repo.insertLogs(tx, [logRow(actor, 'request', { id: worker.id, code: worker.code, name: worker.fullName })]);
  return row;
}

export async function request(deps: Deps, actor: Actor, workerCode: string, flags: RequestFlags) {
  return deps.db.transaction(async (tx) => {
    const worker = await findWorkerByCode(tx, actor.auth.companyId, workerCode, { lock: true });
    if (!worker) throw notFound();
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    const row = await requestOne(deps, tx, actor, worker, flags);
    return toWire(deps, { code: worker.code, name: worker.fullName }, row, await isStaff(tx, actor.auth));
  });
}

export async function bulkRequest(deps: Deps, actor: Actor, codes: string[], flags: RequestFlags) {
  return deps.db.transaction(async (tx) => {
    const unique = [...new Set(codes)];
    const found = [];
    for (const code of unique) {
      const worker = await findWorkerByCode(tx, actor.auth.companyId, code, { lock: true });
      if (!worker) throw invalid({ businessor_code_list: [ja.myNumber.workerUnknown] });
      found.push(worker);
    }
    // a worker already 依頼中 gets no second mail from a bulk request (催促 is the way to send again)
    const toAsk = [];
    for (const worker of found) {
      const existing = await repo.findByWorkerId(tx, actor.auth.companyId, worker.id);
      if (existing?.status !== 'requested') toAsk.push(worker);
    }
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: true, count: toAsk.length });
    for (const worker of toAsk) await requestOne(deps, tx, actor, worker, flags, 'my_number_bulk_request');
    return { count: toAsk.length };
  });
}

/** Asks again: a new link; a number already entered is discarded first (staff only: it destroys a number). */
export async function reRequest(deps: Deps, actor: Actor, code: string) {
  const found = await recordOr404(deps.db, actor, code);
  if (found.row.encryptedValue) await requireStaff(deps.db, actor, 're_request', targetOf(found));
  const removed = await deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, code, true);
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    const old = imageKeysOf(f.row);
    await repo.deleteTokens(tx, f.row.id);
    const row = await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, {
      status: 'requested',
      encryptedValue: null,
      valueHmac: null,
      numberConfirmationFileKey: null,
      identificationFileKey: null,
      pendingConfirmationKey: null,
      pendingConfirmationName: null,
      pendingIdentificationKey: null,
      pendingIdentificationName: null,
      submittedAt: null,
      confirmedAt: null,
      requestedAt: new Date().toISOString(),
      requestedBy: actor.auth.employeeId,
    });
    await sendLink(deps, tx, actor, row, { fullName: f.workerName, email: f.workerEmail }, 'request');
    await setMyNumberStatus(tx, actor.auth.companyId, f.row.workerId, 'requested');
    await repo.insertLogs(tx, [logRow(actor, 're_request', targetOf(f))]);
    return old;
  });
  await removeMyNumberImages(deps.storage, removed);
  return { ok: true as const };
}

export async function remind(deps: Deps, actor: Actor, code: string) {
  return deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, code, true);
    if (f.row.status !== 'requested') throw new HttpError(409, errorCodes.conflict, [ja.myNumber.notRequestedState]);
    // one reminder per record and day in Japan (issue #19 N6)
    if (f.row.remindedAt && japanDate(f.row.remindedAt) === todayInJapan()) {
      throw new HttpError(429, errorCodes.tooManyAttempts, [ja.myNumber.remindOncePerDay]);
    }
    await assertMyNumberMailAllowed(tx, actor.auth.companyId, { bulk: false, count: 1 });
    await sendLink(deps, tx, actor, f.row, { fullName: f.workerName, email: f.workerEmail }, 'remind');
    await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, { remindedAt: new Date().toISOString() });
    await repo.insertLogs(tx, [logRow(actor, 'remind', targetOf(f))]);
    return { ok: true as const };
  });
}

/** DELETE /businessors/{code}/my_number: withdraws an open request; a number already in is deleted (staff only). */
export async function withdrawOrDelete(deps: Deps, actor: Actor, workerCode: string) {
  const worker = await findWorkerByCode(deps.db, actor.auth.companyId, workerCode);
  if (!worker) throw notFound();
  const row = await repo.findByWorkerId(deps.db, actor.auth.companyId, worker.id);
  if (!row || row.status === 'withdrawn') throw new HttpError(404, errorCodes.notFound, [ja.myNumber.notRequested]);
  if (row.encryptedValue) return remove(deps, actor, row.code);
  const removed = await deps.db.transaction(async (tx) => {
    const f = await recordOr404(tx, actor, row.code, true);
    // the tokens stay (dead: the status is withdrawn), so that the mailed link says the request was withdrawn
    await repo.updateMyNumber(tx, actor.auth.companyId, f.row.id, {
      status: 'withdrawn',
      pendingConfirmationKey: null,
      pendingConfirmationName: null,
      pendingIdentificationKey: null,
      pendingIdentificationName: null,
    });
    await setMyNumberStatus(tx, actor.auth.companyId, f.row.workerId, 'not_requested');
    await repo.insertLogs(tx, [logRow(actor, 'withdraw', targetOf(f))]);
    return [f.row.pendingConfirmationKey, f.row.pendingIdentificationKey];
  });
  await removeMyNumberImages(deps.storage, removed);
  return { ok: true as const };
}

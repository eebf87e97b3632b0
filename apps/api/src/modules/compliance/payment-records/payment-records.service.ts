/**
 * 支払調書 (issue #22): a year's records per worker and per contract computed from the payments (the figures rule is
 * packages/shared/src/payment-records.ts), the lists with their totals, publishing (the snapshot the worker downloads,
 * a portal notice), mailing (through the outbox, counted in a budget), the 法定調書合計表 figures and the company's
 * 区分・細目. docs/decisions.md (支払調書) records the choices.
 */
import { errorCodes } from '@app/shared/api';
import { todayInJapan } from '@app/shared/format';
import { foldForSearch } from '@app/shared/kana';
import { ja } from '@app/shared/messages/ja';
import {
  contractShareOfNotification,
  directPaymentFee,
  notificationFee,
  PAYMENT_RECORD_THRESHOLD,
  paymentRecordCategoryFor,
  paymentRecordFigures,
  paymentRecordFilingRequired,
  paymentRecordOccupationLabels,
  paymentRecordOccupations,
  paymentRecordRemarks,
  paymentRecordStatus,
  paymentRecordYearOf,
  type PaymentRecordBusinessorRow,
  type PaymentRecordCategoryRow,
  type PaymentRecordContractRow,
  type PaymentRecordEntityType,
  type PaymentRecordFigures,
  type PaymentRecordTotals,
  type RecordPayment,
} from '@app/shared/payment-records';
import { addressLine, withPostalCode } from '@app/shared/worker-personal';
import { workerDisplayName } from '@app/shared/workers';
import type { z } from 'zod';
import type { paymentRecordBusinessorQuerySchema, paymentRecordCategoriesBodySchema, paymentRecordContractQuerySchema } from '@app/shared/payment-records';
import type { Db, Queryable } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { newCode } from '../../../lib/codes';
import { HttpError, notFound } from '../../../lib/errors';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { assertPaymentRecordMailAllowed } from '../../platform/mail/invitation-limits';
import { composeMail } from '../../platform/mail/mail.templates';
import { insertNotice } from '../../platform/worker-notices/worker-notices.repository';
import * as repo from './payment-records.repository';

const m = ja.paymentRecords;

/** The worker portal's page of 支払調書 (the mail and the notice link there). */
export const PORTAL_PAYMENT_RECORDS_PATH = '/portal/payment_records';

/** What a record prints; frozen in payment_record_issues.snapshot when published (never the 個人番号). */
export type RecordDocument = {
  year: number;
  category: string;
  detail: string;
  payment_amount: number;
  unpaid_amount: number;
  withholding: number;
  unwithheld_amount: number;
  tax_amount: number;
  remarks: string;
  /** corporate_number: a corporation's 法人番号 (public; '' for an individual — a 個人番号 is never stored here) */
  payee: { code: string; name: string; file_name: string; entity_type: PaymentRecordEntityType; address: string; corporate_number: string };
  payer: { name: string; address: string; phone: string; corporate_number: string };
  contract: { code: string; name: string } | null;
};

/** One computed record (a worker's, or a contract's) with what the lists and the actions need. */
export type Computed = {
  payee: repo.PayeeRow;
  contract: repo.ContractRow | null;
  figures: PaymentRecordFigures;
  category: string;
  detail: string;
  entityType: PaymentRecordEntityType;
  filingRequired: boolean;
  problems: string[];
  issue: repo.IssueRow | undefined;
  document: RecordDocument;
};

const addressOf = (p: { postalCode: string | null; prefectureId: number | null; address: string | null; building: string | null }) =>
  withPostalCode(p.postalCode, addressLine(p));

/** The 報酬 figures of one payment as a whole (per worker). */
function recordPaymentOf(p: repo.YearPayment): RecordPayment {
  const fee =
    p.notificationId !== null && p.subtotal !== null
      ? notificationFee({ subtotal: p.subtotal, taxTotal: p.taxTotal ?? 0, reductions: p.reductions })
      : directPaymentFee({ amount: p.amount, withholding: p.withholding });
  return { paymentDate: p.paymentDate, paidOn: p.paidOn, withholding: p.withholding, ...fee };
}

/** One contract's part of a 支払通知書 payment (shared contractShareOfNotification). */
function contractPaymentOf(p: repo.YearPayment, line: { amount: number; withheldAmount: number }): RecordPayment {
  const notification = { subtotal: p.subtotal ?? 0, taxTotal: p.taxTotal ?? 0, withholding: p.withholding, withholdingBase: p.withholdingBase ?? 0 };
  return { paymentDate: p.paymentDate, paidOn: p.paidOn, ...contractShareOfNotification(notification, line) };
}

/** Which workers or contracts, and whether the per-contract records are wanted at all (a worker list needs none). */
type Scope = { workerIds?: readonly number[]; contractIds?: readonly number[]; workersOnly?: boolean };

/** One collator for every sort (String#localeCompare builds one per call: seconds for a large year). */
const kanaOrder = new Intl.Collator('ja');
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The year's records of the company: per worker (every payment) and per contract (the 支払通知書 lines of the
 * contract). Workers and contracts without a payment counting in the year are left out.
 */
export async function computeYear(db: Queryable, companyId: number, year: number, scope: Scope = {}, asOf = todayInJapan()) {
  // one after another: `db` may be a transaction (one connection)
  const all = await repo.paymentsOfYear(db, companyId, year, scope.workerIds);
  const lines = scope.workersOnly ? [] : await repo.contractLinesOfYear(db, companyId, year, scope.workerIds);
  const counted = all.filter((p) => paymentRecordYearOf(p, asOf) === year);
  const byWorker = new Map<number, RecordPayment[]>();
  for (const p of counted) {
    const list = byWorker.get(p.workerId) ?? [];
    list.push(recordPaymentOf(p));
    byWorker.set(p.workerId, list);
  }
  const notificationPayments = new Map(counted.filter((p) => p.notificationId !== null).map((p) => [p.notificationId!, p]));
  const byContract = new Map<number, RecordPayment[]>();
  for (const line of lines) {
    if (scope.contractIds && !scope.contractIds.includes(line.contractId)) continue;
    // (a line of a payment that does not count in the year is left out with its payment)
    const p = notificationPayments.get(line.notificationId);
    if (!p) continue;
    const list = byContract.get(line.contractId) ?? [];
    list.push(contractPaymentOf(p, line));
    byContract.set(line.contractId, list);
  }
  const scoped = scope.workerIds !== undefined || scope.contractIds !== undefined;
  const contractRows =
    byContract.size === 0 ? [] : (await repo.contractsOf(db, companyId, scoped ? { ids: [...byContract.keys()] } : {})).filter((c) => byContract.has(c.id));
  const workerIds = [...new Set([...byWorker.keys(), ...contractRows.map((c) => c.workerId)])];
  // the whole company's workers for a list (no statement with tens of thousands of ids), else the scope's
  const payeeRows = workerIds.length === 0 ? [] : await repo.payees(db, companyId, scoped ? { ids: workerIds } : {});
  const company = await repo.findCompany(db, companyId);
  const own = await repo.categories(db, companyId);
  const issues = await repo.issuesOfYear(db, companyId, year);
  if (!company) throw notFound();
  const payeeById = new Map(payeeRows.map((p) => [p.id, p]));
  const issueByKey = new Map(issues.map((i) => [`${i.workerId}:${i.contractId ?? ''}`, i]));
  const issueOf = (workerId: number, contractId: number | null) => issueByKey.get(`${workerId}:${contractId ?? ''}`);

  const build = (payee: repo.PayeeRow, contract: repo.ContractRow | null, payments: RecordPayment[]): Computed => {
    const figures = paymentRecordFigures(payments, year, asOf);
    const entityType: PaymentRecordEntityType = payee.entityType ?? 'individual';
    const { category, detail } = paymentRecordCategoryFor(payee.occupation, own);
    const address = addressOf(payee);
    const problems = [
      ...(entityType === 'individual' && !payee.hasMyNumber ? [m.problems.noMyNumber] : []),
      ...(entityType === 'corporation' && !payee.corporateNumber ? [m.problems.noCorporateNumber] : []),
      ...(address ? [] : [m.problems.noAddress]),
      ...(payee.accountId === null ? [m.problems.noPortalAccount] : []),
      ...(company.address ? [] : [m.problems.companyAddressMissing]),
    ];
    return {
      payee,
      contract,
      figures,
      category,
      detail,
      entityType,
      filingRequired: paymentRecordFilingRequired(figures, entityType),
      problems,
      issue: issueOf(payee.id, contract?.id ?? null),
      document: {
        year,
        category,
        detail,
        payment_amount: figures.paymentAmount,
        unpaid_amount: figures.unpaidAmount,
        withholding: figures.withholding,
        unwithheld_amount: figures.unwithheldAmount,
        tax_amount: figures.taxAmount,
        remarks: paymentRecordRemarks(figures),
        payee: {
          code: payee.code,
          name: workerDisplayName(payee.fullName, payee.tradeName),
          file_name: payee.fullName,
          entity_type: entityType,
          address,
          corporate_number: entityType === 'corporation' ? (payee.corporateNumber ?? '') : '',
        },
        payer: {
          name: company.name,
          address: withPostalCode(company.postalCode, company.address ?? ''),
          phone: company.phone ?? '',
          corporate_number: company.corporateNumber ?? '',
        },
        contract: contract ? { code: contract.code, name: contract.title } : null,
      },
    };
  };

  const workerRecords = [...byWorker.entries()].flatMap(([id, list]) => {
    const payee = payeeById.get(id);
    return payee ? [build(payee, null, list)] : [];
  });
  const contractRecords = contractRows.flatMap((c) => {
    const payee = payeeById.get(c.workerId);
    return payee ? [build(payee, c, byContract.get(c.id) ?? [])] : [];
  });
  const byKana = (x: Computed, y: Computed) =>
    kanaOrder.compare(x.payee.fullNameKana, y.payee.fullNameKana) || compareText(x.payee.code, y.payee.code) || compareText(x.contract?.code ?? '', y.contract?.code ?? '');
  return { workers: workerRecords.sort(byKana), contracts: contractRecords.sort(byKana) };
}

// ── wire ───────────────────────────────────────────────────────────────────────

function figureWire(r: Computed) {
  return {
    year: r.document.year,
    category: r.category,
    detail: r.detail,
    payment_amount: r.figures.paymentAmount,
    unpaid_amount: r.figures.unpaidAmount,
    withholding: r.figures.withholding,
    unwithheld_amount: r.figures.unwithheldAmount,
    tax_amount: r.figures.taxAmount,
    payment_count: r.figures.paymentCount,
    filing_required: r.filingRequired,
    problems: r.problems,
    status: paymentRecordStatus(r.issue),
    published_at: r.issue?.publishedAt ?? null,
    emailed_at: r.issue?.emailedAt ?? null,
  };
}

export function businessorWire(r: Computed): PaymentRecordBusinessorRow {
  return {
    businessor_code: r.payee.code,
    businessor_name: workerDisplayName(r.payee.fullName, r.payee.tradeName),
    businessor_name_kana: r.payee.fullNameKana,
    entity_type: r.entityType,
    ...figureWire(r),
  };
}

export function contractWire(r: Computed): PaymentRecordContractRow {
  return {
    contract_code: r.contract!.code,
    contract_name: r.contract!.title,
    businessor_code: r.payee.code,
    businessor_name: workerDisplayName(r.payee.fullName, r.payee.tradeName),
    entity_type: r.entityType,
    ...figureWire(r),
  };
}

// ── lists ──────────────────────────────────────────────────────────────────────

type ListQuery = z.output<typeof paymentRecordBusinessorQuerySchema> | z.output<typeof paymentRecordContractQuerySchema>;

function filterRecords(rows: Computed[], query: ListQuery): Computed[] {
  const keyword = foldForSearch(query.keyword);
  return rows.filter((r) => {
    if (query.filing === 'required' && !r.filingRequired) return false;
    if (query.filing === 'not_required' && r.filingRequired) return false;
    if (query.status && paymentRecordStatus(r.issue) !== query.status) return false;
    if (query.entity_type && r.entityType !== query.entity_type) return false;
    if (!keyword) return true;
    const haystack = [r.payee.fullName, r.payee.fullNameKana, r.payee.tradeName ?? '', r.payee.code, r.contract?.title ?? '', r.contract?.code ?? ''];
    return haystack.some((h) => foldForSearch(h).includes(keyword));
  });
}

function totalsOf(rows: Computed[]): PaymentRecordTotals {
  return rows.reduce(
    (t, r) => ({
      payment_amount: t.payment_amount + r.figures.paymentAmount,
      unpaid_amount: t.unpaid_amount + r.figures.unpaidAmount,
      withholding: t.withholding + r.figures.withholding,
      tax_amount: t.tax_amount + r.figures.taxAmount,
      filing_count: t.filing_count + (r.filingRequired ? 1 : 0),
    }),
    { payment_amount: 0, unpaid_amount: 0, withholding: 0, tax_amount: 0, filing_count: 0 },
  );
}

function page<T>(rows: Computed[], query: ListQuery, wire: (r: Computed) => T) {
  const filtered = filterRecords(rows, query);
  return {
    data: filtered.slice(query.page * query.limit, (query.page + 1) * query.limit).map(wire),
    meta: { total_count: filtered.length, year: query.year, threshold: PAYMENT_RECORD_THRESHOLD, totals: totalsOf(filtered) },
  };
}

export async function listBusinessors(db: Queryable, auth: AuthContext, query: z.output<typeof paymentRecordBusinessorQuerySchema>) {
  const { workers } = await computeYear(db, auth.companyId, query.year, { workersOnly: true });
  return page(workers, query, businessorWire);
}

export async function listContracts(db: Queryable, auth: AuthContext, query: z.output<typeof paymentRecordContractQuerySchema>) {
  const { contracts } = await computeYear(db, auth.companyId, query.year);
  return page(contracts, query, contractWire);
}

// ── one record ─────────────────────────────────────────────────────────────────

/** The worker's record of the year, by code: 404 for an unknown code or another company's worker. */
export async function workerRecord(db: Queryable, companyId: number, code: string, year: number): Promise<Computed | { payee: repo.PayeeRow; none: true }> {
  const [payee] = await repo.payees(db, companyId, { codes: [code] });
  if (!payee) throw notFound(m.workerNotFound(code));
  const { workers } = await computeYear(db, companyId, year, { workerIds: [payee.id], workersOnly: true });
  return workers[0] ?? { payee, none: true };
}

export async function contractRecord(db: Queryable, companyId: number, code: string, year: number): Promise<Computed | { payee: repo.PayeeRow; contract: repo.ContractRow; none: true }> {
  const [contract] = await repo.contractsOf(db, companyId, { codes: [code] });
  if (!contract) throw notFound(m.contractNotFound(code));
  const { contracts } = await computeYear(db, companyId, year, { workerIds: [contract.workerId], contractIds: [contract.id] });
  if (contracts[0]) return contracts[0];
  const [payee] = await repo.payees(db, companyId, { ids: [contract.workerId] });
  return { payee: payee!, contract, none: true };
}

const nameOf = (r: { payee: repo.PayeeRow; contract?: repo.ContractRow | null }) =>
  `${workerDisplayName(r.payee.fullName, r.payee.tradeName)}${r.contract ? `（${r.contract.title}）` : ''}`;

/** Why a record cannot be published, or null. */
function publishRefusal(r: Computed | { payee: repo.PayeeRow; contract?: repo.ContractRow; none: true }, year: number): string | null {
  if ('none' in r) return m.noPayments(nameOf(r), year);
  if (r.payee.accountId === null) return m.noPortalAccount(nameOf(r));
  return null;
}

export const unprocessable = (errors: string[]) => new HttpError(422, errorCodes.validation, errors);

/**
 * Publishes computed records in the caller's transaction: the snapshot (publishing again replaces it), the published
 * date and who, and a portal notice to the worker. Answers the records with their new issue rows.
 */
/** Who acts: the signed-in employee, or the employee who started a background job. */
export type Who = Pick<AuthContext, 'companyId'> & { employeeId: number | null };

export async function publishComputed(tx: Queryable, auth: Who, records: Computed[]): Promise<Computed[]> {
  if (records.length === 0) return [];
  const publishedAt = new Date().toISOString();
  const issues = await repo.upsertPublished(
    tx,
    records.map((r) => ({
      companyId: auth.companyId,
      code: newCode(),
      year: r.document.year,
      workerId: r.payee.id,
      contractId: r.contract?.id ?? null,
      snapshot: r.document as unknown as Record<string, unknown>,
      publishedAt,
      publishedById: auth.employeeId,
    })),
  );
  const byKey = new Map(issues.map((i) => [`${i.workerId}:${i.contractId ?? ''}`, i]));
  await insertNotice(
    tx,
    records.map((r) => ({
      accountId: r.payee.accountId!,
      companyId: auth.companyId,
      title: m.noticeTitle(r.document.year),
      body: m.noticeBody(r.document.payer.name, r.document.year),
      link: PORTAL_PAYMENT_RECORDS_PATH,
    })),
  );
  return records.map((r) => ({ ...r, issue: byKey.get(`${r.payee.id}:${r.contract?.id ?? ''}`) }));
}

/** Refuses (422, every refusal named) unless every record can be published. */
function assertPublishable(records: (Computed | { payee: repo.PayeeRow; contract?: repo.ContractRow; none: true })[], year: number): asserts records is Computed[] {
  const refusals = records.map((r) => publishRefusal(r, year)).filter((x): x is string => x !== null);
  if (refusals.length > 0) throw unprocessable(refusals);
}

export async function publishWorker(db: Db, auth: AuthContext, code: string, year: number) {
  return db.transaction(async (tx) => {
    const r = await workerRecord(tx, auth.companyId, code, year);
    const records = [r];
    assertPublishable(records, year);
    const [done] = await publishComputed(tx, auth, records);
    return { data: businessorWire(done!) };
  });
}

export async function publishContract(db: Db, auth: AuthContext, code: string, year: number) {
  return db.transaction(async (tx) => {
    const r = await contractRecord(tx, auth.companyId, code, year);
    const records = [r];
    assertPublishable(records, year);
    const [done] = await publishComputed(tx, auth, records);
    return { data: contractWire(done!) };
  });
}

/** The records the codes name, all or nothing: an unknown (or another company's) code is refused by name. */
export async function recordsByCodes(db: Queryable, companyId: number, kind: 'businessors' | 'contracts', codes: readonly string[], year: number) {
  const unique = [...new Set(codes)];
  if (kind === 'businessors') {
    const payees = await repo.payees(db, companyId, { codes: unique });
    const known = new Set(payees.map((p) => p.code));
    const missing = unique.filter((c) => !known.has(c));
    if (missing.length > 0) throw unprocessable(missing.map((c) => m.workerNotFound(c)));
    const { workers } = await computeYear(db, companyId, year, { workerIds: payees.map((p) => p.id), workersOnly: true });
    const byWorker = new Map(workers.map((w) => [w.payee.id, w]));
    return payees.map((p) => byWorker.get(p.id) ?? { payee: p, none: true as const });
  }
  const contracts = await repo.contractsOf(db, companyId, { codes: unique });
  const knownContracts = new Set(contracts.map((k) => k.code));
  const missing = unique.filter((c) => !knownContracts.has(c));
  if (missing.length > 0) throw unprocessable(missing.map((c) => m.contractNotFound(c)));
  const computed = await computeYear(db, companyId, year, { workerIds: [...new Set(contracts.map((c) => c.workerId))], contractIds: contracts.map((c) => c.id) });
  const payees = new Map((await repo.payees(db, companyId, { ids: contracts.map((c) => c.workerId) })).map((p) => [p.id, p]));
  const byContract = new Map(computed.contracts.map((r) => [r.contract?.id, r]));
  return contracts.map((c) => byContract.get(c.id) ?? { payee: payees.get(c.workerId)!, contract: c, none: true as const });
}

export async function bulkPublish(db: Db, auth: AuthContext, kind: 'businessors' | 'contracts', codes: readonly string[], year: number) {
  return db.transaction(async (tx) => {
    const records = await recordsByCodes(tx, auth.companyId, kind, codes, year);
    assertPublishable(records, year);
    const done = await publishComputed(tx, auth, records);
    return { data: done.map((r) => (kind === 'businessors' ? businessorWire(r) : contractWire(r))), meta: { count: done.length } };
  });
}

// ── mail ───────────────────────────────────────────────────────────────────────

/**
 * Call first in the transaction that mails `count` records: the company's mail lock (shared with invitations) and
 * the hourly budget of 支払調書 mails (429 in Japanese beyond it).
 */
/**
 * Mails one record in the caller's transaction: published first when it is not (a published one keeps its
 * snapshot), then one mail through the outbox telling the worker it is in the portal (no figures,
 * no attachment: docs/decisions.md), and emailed_at set.
 */
/** Where a record's mail goes: the portal account's address, else the worker's. */
function mailAddressOf(r: Computed): string | undefined {
  return r.payee.accountEmail ?? r.payee.email ?? undefined;
}

export async function mailComputed(tx: Queryable, auth: Who, record: Computed, appUrl: string): Promise<Computed> {
  const [published] = record.issue?.publishedAt ? [record] : await publishComputed(tx, auth, [record]);
  const r = published!;
  const to = mailAddressOf(r);
  if (to) {
    await enqueueMail(
      tx,
      composeMail({
        companyId: auth.companyId,
        kind: 'payment_record',
        to,
        subject: m.mailSubject(r.document.payer.name, r.document.year),
        greeting: `${r.payee.fullName} 様`,
        paragraphs: [m.mailBody(r.document.payer.name, r.document.year)],
        action: { label: m.mailAction, url: new URL(PORTAL_PAYMENT_RECORDS_PATH, appUrl).toString() },
      }),
    );
  }
  const issue = await repo.updateIssue(tx, auth.companyId, r.issue!.id, { emailedAt: new Date().toISOString(), emailedById: auth.employeeId });
  return { ...r, issue };
}

export async function emailWorker(db: Db, auth: AuthContext, code: string, year: number, appUrl: string) {
  return db.transaction(async (tx) => {
    const r = await workerRecord(tx, auth.companyId, code, year);
    const records = [r];
    assertPublishable(records, year);
    await assertPaymentRecordMailAllowed(tx, auth.companyId, { count: 1, to: mailAddressOf(records[0]!) });
    return { data: businessorWire(await mailComputed(tx, auth, records[0]!, appUrl)) };
  });
}

export async function emailContract(db: Db, auth: AuthContext, code: string, year: number, appUrl: string) {
  return db.transaction(async (tx) => {
    const r = await contractRecord(tx, auth.companyId, code, year);
    const records = [r];
    assertPublishable(records, year);
    await assertPaymentRecordMailAllowed(tx, auth.companyId, { count: 1, to: mailAddressOf(records[0]!) });
    return { data: contractWire(await mailComputed(tx, auth, records[0]!, appUrl)) };
  });
}

/** Checks a bulk mail request before its job starts: every code known, every record publishable, within budget. */
export async function checkBulk(db: Db, auth: AuthContext, kind: 'businessors' | 'contracts', codes: readonly string[], year: number, mail: boolean) {
  return db.transaction(async (tx) => {
    const records = await recordsByCodes(tx, auth.companyId, kind, codes, year);
    if (mail) {
      assertPublishable(records, year);
      await assertPaymentRecordMailAllowed(tx, auth.companyId, { count: records.length });
    } else {
      const none = records.filter((r) => 'none' in r);
      if (none.length > 0) throw unprocessable(none.map((r) => m.noPayments(nameOf(r), year)));
    }
    return records as Computed[];
  });
}

// ── 法定調書合計表 ─────────────────────────────────────────────────────────────

export async function summary(db: Queryable, auth: AuthContext, year: number) {
  const { workers } = await computeYear(db, auth.companyId, year, { workersOnly: true });
  const part = (rows: Computed[]) => ({
    count: rows.length,
    payment_amount: rows.reduce((s, r) => s + r.figures.paymentAmount, 0),
    withholding: rows.reduce((s, r) => s + r.figures.withholding, 0),
  });
  return {
    data: {
      year,
      filing: part(workers.filter((r) => r.filingRequired)),
      not_filing: part(workers.filter((r) => !r.filingRequired)),
      corporations: part(workers.filter((r) => r.entityType === 'corporation')),
    },
  };
}

// ── 区分・細目 ─────────────────────────────────────────────────────────────────

export async function listCategories(db: Queryable, auth: AuthContext): Promise<{ data: PaymentRecordCategoryRow[] }> {
  const own = await repo.categories(db, auth.companyId);
  return {
    data: paymentRecordOccupations.map((occupation) => ({
      occupation,
      occupation_label: paymentRecordOccupationLabels[occupation],
      ...paymentRecordCategoryFor(occupation === 'unset' ? null : occupation, own),
      customized: own.some((r) => r.occupation === occupation),
    })),
  };
}

export async function saveCategories(db: Db, auth: AuthContext, body: z.output<typeof paymentRecordCategoriesBodySchema>) {
  await db.transaction((tx) => repo.replaceCategories(tx, auth.companyId, body.items));
  return listCategories(db, auth);
}

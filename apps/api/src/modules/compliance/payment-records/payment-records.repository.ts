/**
 * SQL of 支払調書 (issue #22): the one writer of payment_record_categories and payment_record_issues; reads the year's
 * payments (payments, their 支払通知書 and its lines), the workers with their portal profiles, contracts, the company
 * and whether a マイナンバー is on file.
 */
import { and, asc, eq, inArray, isNotNull, or, sql, between } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { myNumbers } from '../../../db/schema/my-numbers';
import { paymentRecordCategories, paymentRecordIssues } from '../../../db/schema/payment-records';
import { paymentNotificationLines, paymentNotifications, payments } from '../../../db/schema/payments';
import { workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

export type IssueRow = typeof paymentRecordIssues.$inferSelect;

const yearBounds = (year: number) => [`${year}-01-01`, `${year}-12-31`] as const;

/** One payment as paymentsOfYear reads it. */
export type YearPayment = {
  workerId: number;
  notificationId: number | null;
  paymentDate: string;
  paidOn: string | null;
  amount: number;
  withholding: number;
  /** its 支払通知書's items and 経費精算 (tax excluded), stated tax, 源泉 base, and 過払い精算・返品・その他 (≤ 0) */
  subtotal: number | null;
  taxTotal: number | null;
  withholdingBase: number | null;
  reductions: number;
};

/**
 * The company's payments that may count in `year` (fallen due or paid in it; shared/payment-records.ts decides), with
 * their 支払通知書's figures. Read as plain rows (dates as text, amounts as float8 — exact below 2^53): a year may hold
 * 100,000 payments, and mapping them through the query builder took twice as long as reading them.
 */
export async function paymentsOfYear(db: Queryable, companyId: number, year: number, workerIds?: readonly number[]): Promise<YearPayment[]> {
  const [from, to] = yearBounds(year);
  const result = await db.execute<{
    worker_id: number;
    notification_id: number | null;
    payment_date: string;
    paid_on: string | null;
    amount: number;
    withholding: number;
    subtotal: number | null;
    tax_total: number | null;
    withholding_base: number | null;
    reductions: number;
  }>(sql`
    select p.worker_id, p.payment_notification_id as notification_id, p.payment_date::text as payment_date, p.paid_on::text as paid_on,
      p.amount::float8 as amount, p.withholding::float8 as withholding,
      n.subtotal::float8 as subtotal, n.tax_total::float8 as tax_total, n.withholding_base::float8 as withholding_base,
      coalesce((select sum(l.amount) from ${paymentNotificationLines} l
        where l.payment_notification_id = n.id and l.kind = 'adjustment' and l.adjustment_category in ('overpayment', 'return', 'other')), 0)::float8 as reductions
    from ${payments} p left join ${paymentNotifications} n on n.id = p.payment_notification_id
    where p.company_id = ${companyId}
      and (p.payment_date between ${from} and ${to} or p.paid_on between ${from} and ${to})
      ${workerIds ? sql`and p.worker_id = any(${`{${workerIds.join(',')}}`}::int[])` : sql``}
    order by p.id`);
  return result.rows.map((r) => ({
    workerId: r.worker_id,
    notificationId: r.notification_id,
    paymentDate: r.payment_date,
    paidOn: r.paid_on,
    amount: r.amount,
    withholding: r.withholding,
    subtotal: r.subtotal,
    taxTotal: r.tax_total,
    withholdingBase: r.withholding_base,
    reductions: r.reductions,
  }));
}

/**
 * Per 支払通知書 and contract, for the notifications paid by the company's payments that may count in `year` (the same
 * rows as paymentsOfYear, joined in SQL rather than listed: a year may hold more than a statement's parameters): the
 * item lines' tax-excluded amount and the part of it that is withheld.
 */
export async function contractLinesOfYear(db: Queryable, companyId: number, year: number, workerIds?: readonly number[]) {
  const [from, to] = yearBounds(year);
  return db
    .select({
      notificationId: paymentNotificationLines.paymentNotificationId,
      contractId: sql<number>`${paymentNotificationLines.contractId}`.mapWith(Number),
      amount: sql<number>`sum(${paymentNotificationLines.amount})`.mapWith(Number),
      withheldAmount: sql<number>`coalesce(sum(${paymentNotificationLines.amount}) filter (where ${paymentNotificationLines.withholds}), 0)`.mapWith(Number),
    })
    .from(paymentNotificationLines)
    .innerJoin(payments, eq(payments.paymentNotificationId, paymentNotificationLines.paymentNotificationId))
    .where(
      and(
        eq(payments.companyId, companyId),
        or(between(payments.paymentDate, from, to), between(payments.paidOn, from, to)),
        workerIds ? inArray(payments.workerId, [...workerIds]) : undefined,
        eq(paymentNotificationLines.kind, 'item'),
        isNotNull(paymentNotificationLines.contractId),
      ),
    )
    .groupBy(paymentNotificationLines.paymentNotificationId, paymentNotificationLines.contractId);
}

/** Workers of the company with what the record prints and checks (profile through the portal account). */
export async function payees(db: Queryable, companyId: number, filter: { ids?: readonly number[]; codes?: readonly string[] }) {
  return db
    .select({
      id: workers.id,
      code: workers.code,
      fullName: workers.fullName,
      fullNameKana: workers.fullNameKana,
      tradeName: workers.tradeName,
      occupation: workers.occupation,
      email: workers.email,
      accountId: workers.accountId,
      accountEmail: workerAccounts.email,
      entityType: workerAccountProfiles.entityType,
      corporateNumber: workerAccountProfiles.corporateNumber,
      postalCode: workerAccountProfiles.postalCode,
      prefectureId: workerAccountProfiles.prefectureId,
      address: workerAccountProfiles.address,
      building: workerAccountProfiles.building,
      hasMyNumber: sql<boolean>`exists (select 1 from ${myNumbers} where ${myNumbers.workerId} = ${workers.id} and ${myNumbers.encryptedValue} is not null)`,
    })
    .from(workers)
    .leftJoin(workerAccounts, eq(workerAccounts.id, workers.accountId))
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workers.accountId))
    .where(
      and(
        eq(workers.companyId, companyId),
        filter.ids ? inArray(workers.id, [...filter.ids]) : undefined,
        filter.codes ? inArray(workers.code, [...filter.codes]) : undefined,
      ),
    );
}
export type PayeeRow = Awaited<ReturnType<typeof payees>>[number];

export async function contractsOf(db: Queryable, companyId: number, filter: { ids?: readonly number[]; codes?: readonly string[] }) {
  return db
    .select({ id: contracts.id, code: contracts.code, title: contracts.title, workerId: contracts.workerId })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        filter.ids ? inArray(contracts.id, [...filter.ids]) : undefined,
        filter.codes ? inArray(contracts.code, [...filter.codes]) : undefined,
      ),
    );
}
export type ContractRow = Awaited<ReturnType<typeof contractsOf>>[number];

export async function findCompany(db: Queryable, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      postalCode: companies.postalCode,
      address: companies.address,
      phone: companies.phone,
      corporateNumber: companies.corporateNumber,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

// ── 区分・細目 ─────────────────────────────────────────────────────────────────

export async function categories(db: Queryable, companyId: number) {
  return db
    .select({ occupation: paymentRecordCategories.occupation, category: paymentRecordCategories.category, detail: paymentRecordCategories.detail })
    .from(paymentRecordCategories)
    .where(eq(paymentRecordCategories.companyId, companyId));
}

/** Replaces the company's own rows with these (an absent 職種 falls back to the default). */
export async function replaceCategories(db: Queryable, companyId: number, rows: readonly { occupation: string; category: string; detail: string }[]) {
  await db.delete(paymentRecordCategories).where(eq(paymentRecordCategories.companyId, companyId));
  if (rows.length > 0) await db.insert(paymentRecordCategories).values(rows.map((r) => ({ companyId, ...r })));
}

// ── issues ─────────────────────────────────────────────────────────────────────

export async function issuesOfYear(db: Queryable, companyId: number, year: number) {
  return db
    .select()
    .from(paymentRecordIssues)
    .where(and(eq(paymentRecordIssues.companyId, companyId), eq(paymentRecordIssues.year, year)));
}

/**
 * Publishes many records in two statements (the workers' and the contracts' rows: each kind has its own unique index):
 * a new row per record, or the year's existing row with the new snapshot (its code and emailed_at kept).
 */
export async function upsertPublished(
  db: Queryable,
  rows: readonly { companyId: number; code: string; year: number; workerId: number; contractId: number | null; snapshot: Record<string, unknown>; publishedAt: string; publishedById: number | null }[],
) {
  const set = {
    snapshot: sql`excluded.snapshot`,
    publishedAt: sql`excluded.published_at`,
    publishedById: sql`excluded.published_by_id`,
    updatedAt: sql`now()`,
  };
  const perWorker = rows.filter((r) => r.contractId === null);
  const perContract = rows.filter((r) => r.contractId !== null);
  const written = [
    ...(perWorker.length === 0
      ? []
      : await db
          .insert(paymentRecordIssues)
          .values([...perWorker])
          .onConflictDoUpdate({
            target: [paymentRecordIssues.companyId, paymentRecordIssues.year, paymentRecordIssues.workerId],
            targetWhere: sql`contract_id is null`,
            set,
          })
          .returning()),
    ...(perContract.length === 0
      ? []
      : await db
          .insert(paymentRecordIssues)
          .values([...perContract])
          .onConflictDoUpdate({
            target: [paymentRecordIssues.companyId, paymentRecordIssues.year, paymentRecordIssues.contractId],
            targetWhere: sql`contract_id is not null`,
            set,
          })
          .returning()),
  ];
  return written;
}

export async function updateIssue(db: Queryable, companyId: number, id: number, patch: Partial<typeof paymentRecordIssues.$inferInsert>) {
  const [row] = await db
    .update(paymentRecordIssues)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(paymentRecordIssues.companyId, companyId), eq(paymentRecordIssues.id, id)))
    .returning();
  return row!;
}

// ── the worker portal ──────────────────────────────────────────────────────────

/** The account's published records, every company (newest year first). */
export async function publishedForAccount(db: Queryable, accountId: number) {
  return db
    .select({ issue: paymentRecordIssues, companyName: companies.name, contractName: contracts.title })
    .from(paymentRecordIssues)
    .innerJoin(workers, eq(workers.id, paymentRecordIssues.workerId))
    .innerJoin(companies, eq(companies.id, paymentRecordIssues.companyId))
    .leftJoin(contracts, eq(contracts.id, paymentRecordIssues.contractId))
    .where(and(eq(workers.accountId, accountId), isNotNull(paymentRecordIssues.publishedAt)))
    .orderBy(sql`${paymentRecordIssues.year} desc`, asc(companies.name), asc(paymentRecordIssues.id));
}

export async function findPublishedForAccount(db: Queryable, accountId: number, code: string) {
  const [row] = await db
    .select({ issue: paymentRecordIssues })
    .from(paymentRecordIssues)
    .innerJoin(workers, eq(workers.id, paymentRecordIssues.workerId))
    .where(and(eq(workers.accountId, accountId), eq(paymentRecordIssues.code, code), isNotNull(paymentRecordIssues.publishedAt)));
  return row?.issue;
}

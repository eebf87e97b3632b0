/**
 * The company row: its one writer. Creating a company (companies.service), its 基本情報 (company-settings) and the
 * entries it requires of its workers (worker-required-entries) all write here.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { newCode } from '../../../lib/codes';

export async function countCompanies(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

export async function demoCompanyExists(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.isDemo, true));
  return (row?.n ?? 0) > 0;
}

/** The id of the company with this name (the bench finds its company again by name); undefined when there is none. */
export async function findCompanyIdByName(db: Queryable, name: string): Promise<number | undefined> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)).limit(1);
  return row?.id;
}

export async function insertCompany(
  db: Queryable,
  values: { name: string; isDemo: boolean } & Partial<
    Pick<typeof companies.$inferInsert, 'postalCode' | 'address' | 'representativeName' | 'phone' | 'corporateNumber' | 'invoiceRegistrationNumber'>
  >,
) {
  const [row] = await db.insert(companies).values({ code: newCode(), ...values }).returning();
  return row!;
}

// ── 基本情報 ──

/** The 基本情報 of the company (設定 → 基本情報, company-settings). */
const basicInformationColumns = {
  id: companies.id,
  code: companies.code,
  name: companies.name,
  postalCode: companies.postalCode,
  address: companies.address,
  representativeName: companies.representativeName,
  phone: companies.phone,
  corporateNumber: companies.corporateNumber,
  invoiceRegistrationNumber: companies.invoiceRegistrationNumber,
};

export function findBasicInformation(db: Queryable, companyId: number) {
  return db
    .select(basicInformationColumns)
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]);
}
export type BasicInformationRow = NonNullable<Awaited<ReturnType<typeof findBasicInformation>>>;

export async function updateBasicInformation(
  db: Queryable,
  companyId: number,
  values: Omit<BasicInformationRow, 'id' | 'code'>,
) {
  await db
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}

// ── what the company requires of its workers ──

export function findRequiredEntries(db: Queryable, companyId: number): Promise<string[] | undefined> {
  return db
    .select({ entries: companies.workerRequiredEntries })
    .from(companies)
    .where(eq(companies.id, companyId))
    .then((rows) => rows[0]?.entries);
}

export async function updateRequiredEntries(db: Queryable, companyId: number, entries: string[]): Promise<void> {
  await db.update(companies).set({ workerRequiredEntries: entries, updatedAt: sql`now()` }).where(eq(companies.id, companyId));
}

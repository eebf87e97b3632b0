import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { newCode } from '../../lib/codes';

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

import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies } from '../../db/schema/companies';

const columns = {
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
    .select(columns)
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

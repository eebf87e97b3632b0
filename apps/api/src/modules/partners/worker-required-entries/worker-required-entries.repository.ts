import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { workerAccountBankAccounts, workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { workers } from '../../../db/schema/workers';

/** The companies a worker account is linked to, with what each requires. */
export function linkedCompanyRequirements(db: Queryable, accountId: number) {
  return db
    .select({ id: companies.id, name: companies.name, requiredEntries: companies.workerRequiredEntries })
    .from(workers)
    .innerJoin(companies, eq(companies.id, workers.companyId))
    .where(eq(workers.accountId, accountId))
    .orderBy(asc(companies.id));
}

/** What the required-entry check reads of an account: its profile (if any) and whether it has a bank account. */
export async function accountSnapshot(db: Queryable, accountId: number) {
  const [row] = await db
    .select({
      fullNameKana: workerAccountProfiles.fullNameKana,
      tradeName: workerAccountProfiles.tradeName,
      entityType: workerAccountProfiles.entityType,
      corporateNumber: workerAccountProfiles.corporateNumber,
      occupation: workerAccountProfiles.occupation,
      birthday: workerAccountProfiles.birthday,
      phone: workerAccountProfiles.phone,
      postalCode: workerAccountProfiles.postalCode,
      prefectureId: workerAccountProfiles.prefectureId,
      address: workerAccountProfiles.address,
      invoiceStatus: workerAccountProfiles.invoiceStatus,
      invoiceRegistrationNumber: workerAccountProfiles.invoiceRegistrationNumber,
      hasProfile: sql<boolean>`${workerAccountProfiles.accountId} is not null`,
      hasBankAccount: sql<boolean>`${workerAccountBankAccounts.accountId} is not null`,
    })
    .from(workerAccounts)
    .leftJoin(workerAccountProfiles, eq(workerAccountProfiles.accountId, workerAccounts.id))
    .leftJoin(workerAccountBankAccounts, eq(workerAccountBankAccounts.accountId, workerAccounts.id))
    .where(eq(workerAccounts.id, accountId));
  if (!row) return { profile: null, hasBankAccount: false };
  const { hasProfile, hasBankAccount, ...profile } = row;
  return { profile: hasProfile ? profile : null, hasBankAccount };
}

/**
 * The worker's own profile, family and bank account — one row set per worker account, read by every company the
 * account is linked to (the company side through `workers.account_id`) and written only by the worker.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bankAccountWireSchema } from '@app/shared/worker-personal';
import type { Queryable } from '../../../db/client';
import { workerAccountBankAccounts, workerAccountFamilyMembers, workerAccountProfiles, workerAccounts } from '../../../db/schema/worker-accounts';
import { copyProfileToLinkedWorkers } from '../workers/workers.repository';

export type ProfileValues = Omit<typeof workerAccountProfiles.$inferInsert, 'accountId' | 'updatedAt'>;
export type FamilyValues = Omit<typeof workerAccountFamilyMembers.$inferInsert, 'id' | 'accountId'>;
export type BankValues = Omit<typeof workerAccountBankAccounts.$inferInsert, 'accountId' | 'updatedAt'>;

type BankAccountWire = z.infer<typeof bankAccountWireSchema>;
export type BankRow = typeof workerAccountBankAccounts.$inferSelect;

export async function findBank(db: Queryable, accountId: number): Promise<BankRow | undefined> {
  const [row] = await db.select().from(workerAccountBankAccounts).where(eq(workerAccountBankAccounts.accountId, accountId));
  return row;
}

/** The account as both sides answer it; `number` decides what of the account number is shown. */
export function bankAccountWire(row: BankRow, number: (accountNumber: string) => string = (n) => n): BankAccountWire {
  return {
    bank_code: row.bankCode,
    bank_name: row.bankName,
    branch_code: row.branchCode,
    branch_name: row.branchName,
    account_type: row.accountType,
    account_number: number(row.accountNumber),
    account_holder_kana: row.accountHolderKana,
  };
}

export async function findProfileBundle(db: Queryable, accountId: number) {
  const [[profile], family, bank] = await Promise.all([
    db.select().from(workerAccountProfiles).where(eq(workerAccountProfiles.accountId, accountId)),
    db
      .select()
      .from(workerAccountFamilyMembers)
      .where(eq(workerAccountFamilyMembers.accountId, accountId))
      .orderBy(asc(workerAccountFamilyMembers.id)),
    findBank(db, accountId),
  ]);
  return { profile, family, bank };
}

/** Writes the profile and copies its names to every linked worker row (the companies' lists and search read those). */
export async function upsertProfile(tx: Queryable, accountId: number, values: ProfileValues) {
  await tx
    .insert(workerAccountProfiles)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: workerAccountProfiles.accountId, set: { ...values, updatedAt: sql`now()` } });
  await syncWorkerRows(tx, accountId);
}

/** The names confirmed when an existing account accepts another company's invitation (a profile row is made if none). */
export async function updateProfileNames(tx: Queryable, accountId: number, names: { fullName: string; fullNameKana: string }) {
  await tx
    .insert(workerAccountProfiles)
    .values({ accountId, ...names })
    .onConflictDoUpdate({ target: workerAccountProfiles.accountId, set: { ...names, updatedAt: sql`now()` } });
}

/** Copies the profile's names, 屋号 and 職種 to the account's worker rows of every company (the workers module writes them). */
export async function syncWorkerRows(tx: Queryable, accountId: number) {
  const [profile] = await tx.select().from(workerAccountProfiles).where(eq(workerAccountProfiles.accountId, accountId));
  if (!profile) return;
  await copyProfileToLinkedWorkers(tx, accountId, profile);
}

export async function replaceFamily(tx: Queryable, accountId: number, rows: FamilyValues[]) {
  await tx.delete(workerAccountFamilyMembers).where(eq(workerAccountFamilyMembers.accountId, accountId));
  if (rows.length > 0) await tx.insert(workerAccountFamilyMembers).values(rows.map((r) => ({ ...r, accountId })));
}

export async function upsertBank(tx: Queryable, accountId: number, values: BankValues) {
  await tx
    .insert(workerAccountBankAccounts)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: workerAccountBankAccounts.accountId, set: { ...values, updatedAt: sql`now()` } });
}

/** Serialises the writes of one account's profile (two saves at once must not interleave the family's delete and insert). */
export async function lockAccount(tx: Queryable, accountId: number): Promise<boolean> {
  const rows = await tx.select({ id: workerAccounts.id }).from(workerAccounts).where(eq(workerAccounts.id, accountId)).for('update');
  return rows.length > 0;
}

export async function findProfile(db: Queryable, accountId: number) {
  const [profile] = await db.select().from(workerAccountProfiles).where(eq(workerAccountProfiles.accountId, accountId));
  return profile;
}

import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client';
import { companies } from '../../../db/schema/companies';
import { companyTransferAccounts } from '../../../db/schema/payments';

const columns = {
  id: companyTransferAccounts.id,
  bankCode: companyTransferAccounts.bankCode,
  bankName: companyTransferAccounts.bankName,
  branchCode: companyTransferAccounts.branchCode,
  branchName: companyTransferAccounts.branchName,
  accountType: companyTransferAccounts.accountType,
  accountNumber: companyTransferAccounts.accountNumber,
  requesterCode: companyTransferAccounts.requesterCode,
  requesterName: companyTransferAccounts.requesterName,
  isDefault: companyTransferAccounts.isDefault,
  updatedAt: companyTransferAccounts.updatedAt,
};

/** The company's transfer accounts: the default first, then in the order saved. */
export function listTransferAccounts(db: Queryable, companyId: number) {
  return db
    .select(columns)
    .from(companyTransferAccounts)
    .where(eq(companyTransferAccounts.companyId, companyId))
    .orderBy(desc(companyTransferAccounts.isDefault), asc(companyTransferAccounts.position), asc(companyTransferAccounts.id));
}
export type TransferAccountRow = Awaited<ReturnType<typeof listTransferAccounts>>[number];

/**
 * One transfer account of the company — by id, or its default with 'default' — for the 全銀 export; undefined when
 * there is none (another company's id included).
 */
export async function findTransferAccount(db: Queryable, companyId: number, id: number | 'default'): Promise<TransferAccountRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(companyTransferAccounts)
    .where(
      and(
        eq(companyTransferAccounts.companyId, companyId),
        id === 'default' ? eq(companyTransferAccounts.isDefault, true) : eq(companyTransferAccounts.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** Serialises writers of one company's list (two PUTs at once would otherwise both pass the checks). */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** Which of `ids` are accounts of the company. */
export async function existingIds(tx: Tx, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: companyTransferAccounts.id })
    .from(companyTransferAccounts)
    .where(and(eq(companyTransferAccounts.companyId, companyId), inArray(companyTransferAccounts.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

export type TransferAccountValues = Omit<TransferAccountRow, 'id' | 'updatedAt'> & { position: number };

/**
 * Replaces the company's list inside the caller's transaction: accounts not kept are deleted (their exports keep the
 * file, the link becomes null), kept ones (`id`) updated, new ones inserted. Defaults are cleared first, so the
 * one-default-per-company index never sees two.
 */
export async function replaceTransferAccounts(
  tx: Tx,
  companyId: number,
  accounts: readonly (TransferAccountValues & { id?: number | undefined })[],
): Promise<void> {
  const keep = accounts.flatMap((a) => (a.id === undefined ? [] : [a.id]));
  const mine = eq(companyTransferAccounts.companyId, companyId);
  await tx
    .delete(companyTransferAccounts)
    .where(keep.length > 0 ? and(mine, notInArray(companyTransferAccounts.id, keep)) : mine);
  await tx.update(companyTransferAccounts).set({ isDefault: false }).where(and(mine, eq(companyTransferAccounts.isDefault, true)));
  for (const { id, ...values } of accounts) {
    if (id === undefined) {
      await tx.insert(companyTransferAccounts).values({ ...values, companyId });
    } else {
      await tx
        .update(companyTransferAccounts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(mine, eq(companyTransferAccounts.id, id)));
    }
  }
}

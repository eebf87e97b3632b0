/**
 * The company transfer account (振込元口座) a file is written from: the one named, or the company's default.
 * A stand-in read until modules/transfer-accounts (which owns the table) lands with `findTransferAccount`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companyTransferAccounts } from '../../db/schema/payments';

export async function findTransferAccount(db: Queryable, companyId: number, id: number | 'default') {
  const [row] = await db
    .select()
    .from(companyTransferAccounts)
    .where(and(eq(companyTransferAccounts.companyId, companyId), id === 'default' ? eq(companyTransferAccounts.isDefault, true) : eq(companyTransferAccounts.id, id)))
    .orderBy(asc(companyTransferAccounts.id))
    .limit(1);
  return row;
}

import { ja } from '@app/shared/messages/ja';
import type { TransferAccountsValues, TransferAccountWire } from '@app/shared/transfer-accounts';
import type { ZenginAccount, ZenginHeader } from '@app/shared/zengin-transfer';
import type { Db, Queryable } from '../../../db/client';
import { invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import { findBankBranch, master, type BankBranch } from '../../platform/banks/banks.service';
import * as repo from './transfer-accounts.repository';

const t = ja.transferAccount;

function toWire(row: repo.TransferAccountRow): TransferAccountWire {
  return {
    id: row.id,
    bank_code: row.bankCode,
    bank_name: row.bankName,
    branch_code: row.branchCode,
    branch_name: row.branchName,
    account_type: row.accountType,
    account_number: row.accountNumber,
    requester_code: row.requesterCode,
    requester_name: row.requesterName,
    is_default: row.isDefault,
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/** GET /api/v2/employee/companies/transfer_accounts: the default first, then in the order saved. */
export async function list(db: Queryable, auth: AuthContext): Promise<TransferAccountWire[]> {
  return (await repo.listTransferAccounts(db, auth.companyId)).map(toWire);
}

/**
 * PUT /api/v2/employee/companies/transfer_accounts: replaces the whole list in one transaction. Each bank and branch
 * must be in the 全銀 master (422 naming the account's field otherwise) and the names stored are the master's; an
 * `id` must be one of the company's accounts (422: the list on screen is stale).
 */
export async function replace(db: Db, auth: AuthContext, body: TransferAccountsValues): Promise<TransferAccountWire[]> {
  const found: BankBranch[] = [];
  const fields: Record<string, string[]> = {};
  for (const [index, account] of body.transfer_accounts.entries()) {
    const bankBranch = await findBankBranch(account.bank_code, account.branch_code);
    if (bankBranch) found.push(bankBranch);
    else if ((await master()).byCode.has(account.bank_code)) fields[`transfer_accounts.${index}.branch_code`] = [ja.banks.branchNotFound];
    else fields[`transfer_accounts.${index}.bank_code`] = [ja.banks.bankNotFound];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return db.transaction(async (tx) => {
    await repo.lockCompany(tx, auth.companyId);
    const ids = body.transfer_accounts.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    const existing = await repo.existingIds(tx, auth.companyId, ids);
    const unknown = body.transfer_accounts.findIndex((a) => a.id !== undefined && !existing.has(a.id));
    if (unknown >= 0) throw notFound(t.unknownId);
    await repo.replaceTransferAccounts(
      tx,
      auth.companyId,
      body.transfer_accounts.map((account, position) => ({
        id: account.id,
        bankCode: found[position]!.bank.code,
        bankName: found[position]!.bank.name,
        branchCode: found[position]!.branch.code,
        branchName: found[position]!.branch.name,
        accountType: account.account_type,
        accountNumber: account.account_number,
        requesterCode: account.requester_code,
        requesterName: account.requester_name,
        isDefault: account.is_default,
        position,
      })),
    );
    return (await repo.listTransferAccounts(tx, auth.companyId)).map(toWire);
  });
}

/**
 * A stored account (worker's or company's) as the 全銀 writer takes it: the bank and branch names are the master's
 * kana (ミズホ, トウキヨウ — the stored names are the display names such as みずほ or 三菱ＵＦＪ, which the file
 * cannot hold). When the master no longer has the branch, the stored names are passed on and the writer refuses them
 * if they are not kana.
 */
export async function zenginAccountOf<T extends ZenginAccount>(account: T): Promise<T> {
  const found = await findBankBranch(account.bankCode, account.branchCode);
  return {
    ...account,
    bankName: found?.bank.kana ?? account.bankName,
    branchName: found?.branch.kana ?? account.branchName,
  };
}

/**
 * The header of a 全銀 file paid from the company's account `id` (or its default): 404 in Japanese when the company
 * has no such account. For the payments export.
 */
export async function zenginHeaderFor(db: Queryable, companyId: number, id: number | 'default', transferDate: string): Promise<ZenginHeader> {
  const row = await repo.findTransferAccount(db, companyId, id);
  if (!row) throw notFound(id === 'default' ? t.noDefault : t.notFound);
  const account = await zenginAccountOf({
    bankCode: row.bankCode,
    bankName: row.bankName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    accountType: row.accountType,
    accountNumber: row.accountNumber,
  });
  return { ...account, requesterCode: row.requesterCode, requesterName: row.requesterName, transferDate };
}

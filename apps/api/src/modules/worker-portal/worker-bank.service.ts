import { ja } from '@app/shared/messages/ja';
import type { WorkerBankAccountValues, WorkerBankAccountWire } from '@app/shared/worker-bank-account';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { findBankBranch, master } from '../banks/banks.service';
import type { WorkerAuthContext } from './worker-auth.service';
import * as profiles from './worker-profile.repository';

function toWire(row: profiles.BankRow): WorkerBankAccountWire {
  return { ...profiles.bankAccountWire(row), updated_at: new Date(row.updatedAt).toISOString() };
}

/** GET /api/v2/worker/bank_account: the signed-in account's own account, whole number included; null before the first save. */
export async function getBankAccount(db: Db, auth: WorkerAuthContext): Promise<WorkerBankAccountWire | null> {
  const row = await profiles.findBank(db, auth.accountId);
  return row ? toWire(row) : null;
}

/**
 * PUT /api/v2/worker/bank_account. The codes must name a bank and a branch of the 全銀 master (422 on the field that
 * does not); the names stored are the master's. The number and holder arrive normalised by the body schema.
 */
export async function saveBankAccount(db: Db, auth: WorkerAuthContext, values: WorkerBankAccountValues): Promise<WorkerBankAccountWire> {
  const found = await findBankBranch(values.bank_code, values.branch_code);
  if (!found) {
    const bankKnown = (await master()).byCode.has(values.bank_code);
    throw bankKnown ? invalid({ branch_code: [ja.banks.branchNotFound] }) : invalid({ bank_code: [ja.banks.bankNotFound] });
  }
  return db.transaction(async (tx) => {
    await profiles.upsertBank(tx, auth.accountId, {
      bankCode: found.bank.code,
      bankName: found.bank.name,
      branchCode: found.branch.code,
      branchName: found.branch.name,
      accountType: values.account_type,
      accountNumber: values.account_number,
      accountHolderKana: values.account_holder_kana,
    });
    const saved = await profiles.findBank(tx, auth.accountId);
    if (!saved) throw new Error('the bank account just saved is missing');
    return toWire(saved);
  });
}

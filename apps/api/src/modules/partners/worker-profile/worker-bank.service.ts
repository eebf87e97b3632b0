import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import { personalDataRoles } from '@app/shared/roles';
import { maskAccountNumber } from '@app/shared/worker-personal';
import type { WorkerBankAccountValues, WorkerBankAccountWire } from '@app/shared/worker-bank-account';
import type { Db, Queryable } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import type { ThrottleOptions } from '../../identity/auth/auth.service';
import { findBankBranch, master } from '../../platform/banks/banks.service';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import * as accounts from '../../identity/worker-accounts/worker-accounts.repository';
import type { WorkerAuthContext } from '../../../lib/auth-context';
import { checkWorkerPassword } from '../../identity/worker-accounts/worker-auth.service';
import * as profiles from './worker-profile.repository';

const t = ja.bankAccount;

function toWire(row: profiles.BankRow): WorkerBankAccountWire {
  return { ...profiles.bankAccountWire(row), updated_at: new Date(row.updatedAt).toISOString() };
}

/** GET /api/v2/worker/bank_account: the signed-in account's own account, whole number included; null before the first save. */
export async function getBankAccount(db: Db, auth: WorkerAuthContext): Promise<WorkerBankAccountWire | null> {
  const row = await profiles.findBank(db, auth.accountId);
  return row ? toWire(row) : null;
}

/** An account as the audit log keeps it: the number masked (***4567). */
const masked = (row: profiles.BankRow) => profiles.bankAccountWire(row, maskAccountNumber);

const summary = (row: profiles.BankRow | undefined) =>
  row
    ? t.accountSummary(row.bankName, row.branchName, t.accountTypes[row.accountType], maskAccountNumber(row.accountNumber), row.accountHolderKana)
    : t.changedMailNone;

const sameAccount = (a: profiles.BankValues, b: profiles.BankValues) =>
  a.bankCode === b.bankCode &&
  a.branchCode === b.branchCode &&
  a.accountType === b.accountType &&
  a.accountNumber === b.accountNumber &&
  a.accountHolderKana === b.accountHolderKana;

/**
 * N2: a registered or changed account is written to worker_account_audit_logs (old → new, numbers masked), mailed to
 * the worker's address (whoever changed it, the mailbox owner learns of it) and put in the bell of every linked
 * company's payment roles (those who export transfer files) — in the transaction of the change.
 */
async function recordChange(tx: Queryable, auth: WorkerAuthContext, account: { name: string | null }, before: profiles.BankRow | undefined, after: profiles.BankRow) {
  await accounts.insertAuditLog(tx, {
    accountId: auth.accountId,
    action: before ? 'bank_account_changed' : 'bank_account_registered',
    details: { before: before ? masked(before) : null, after: masked(after), device_id: auth.deviceId },
  });
  await enqueueMail(
    tx,
    composeMail({
      companyId: null,
      to: auth.email,
      subject: t.changedMailSubject,
      greeting: ja.mails.resetGreeting(account.name ?? auth.email),
      paragraphs: [t.changedMailBody],
      facts: [
        { label: t.changedMailBefore, value: summary(before) },
        { label: t.changedMailAfter, value: summary(after) },
      ],
    }),
  );
  for (const company of await accounts.linkedCompanies(tx, auth.accountId)) {
    const recipients = await accounts.activeEmployeesWithRoles(tx, company.id, personalDataRoles);
    await insertNotifications(
      tx,
      recipients.map((e) => ({
        companyId: company.id,
        employeeId: e.id,
        title: t.changedBellTitle(account.name ?? auth.email),
        body: `${t.changedMailBefore}: ${summary(before)}\n${t.changedMailAfter}: ${summary(after)}\n${t.changedBellBody}`,
        businessorCode: company.workerCode,
        link: documentPaths.worker(company.workerCode),
      })),
    );
  }
}

/**
 * PUT /api/v2/worker/bank_account. The account's current password first (throttled, N2); then the codes must name a
 * bank and a branch of the 全銀 master (422 on the field that does not); the names stored are the master's. The number
 * and holder arrive normalised by the body schema. A change is logged, mailed and rung (recordChange).
 */
export async function saveBankAccount(
  db: Db,
  auth: WorkerAuthContext,
  values: WorkerBankAccountValues,
  throttle: ThrottleOptions,
): Promise<WorkerBankAccountWire> {
  const account = await checkWorkerPassword(db, auth, values.current_password, throttle);
  const found = await findBankBranch(values.bank_code, values.branch_code);
  if (!found) {
    const bankKnown = (await master()).byCode.has(values.bank_code);
    throw bankKnown ? invalid({ branch_code: [ja.banks.branchNotFound] }) : invalid({ bank_code: [ja.banks.bankNotFound] });
  }
  return db.transaction(async (tx) => {
    await profiles.lockAccount(tx, auth.accountId);
    const before = await profiles.findBank(tx, auth.accountId);
    const next: profiles.BankValues = {
      bankCode: found.bank.code,
      bankName: found.bank.name,
      branchCode: found.branch.code,
      branchName: found.branch.name,
      accountType: values.account_type,
      accountNumber: values.account_number,
      accountHolderKana: values.account_holder_kana,
    };
    // saving the same account again changes nothing (its 更新日, which the transfer check reads, included)
    if (before && sameAccount(before, next)) return toWire(before);
    await profiles.upsertBank(tx, auth.accountId, next);
    const saved = await profiles.findBank(tx, auth.accountId);
    if (!saved) throw new Error('the bank account just saved is missing');
    await recordChange(tx, auth, account, before, saved);
    return toWire(saved);
  });
}

/**
 * The worker's bank account for transfers (issue #9 item 5): GET/PUT /api/v2/worker/bank_account. One body schema for
 * the API and the portal's form, so both refuse the same input with the same Japanese message.
 */
import { z } from 'zod';
import { bankAccountFieldsSchema } from './banks';
import { ja } from './messages/ja';
import { bankAccountWireSchema } from './worker-personal';
import { zenginKanaField } from './zengin-kana';

const t = ja.bankAccount;

/** 受取人名 of a 全銀 総合振込 data record: 30 half-width characters (one byte each; ﾞ and ﾟ count as one). */
export const ACCOUNT_HOLDER_KANA_MAX = 30;

/**
 * PUT /api/v2/worker/bank_account, with the account's current password (N2). Codes only: the bank and branch names are the master's, looked up on save, never
 * the client's. 口座番号 is answered padded to 7 digits and 口座名義カナ in the 全銀 half-width set.
 */
export const workerBankAccountBodySchema = bankAccountFieldsSchema.extend({
  // N11: a holder name never begins with `-` (ー after the 全銀 conversion); such a cell is a formula to a spreadsheet
  account_holder_kana: zenginKanaField(ACCOUNT_HOLDER_KANA_MAX).refine((v) => !v.startsWith('-'), { error: t.holderLeadingHyphen }),
  // N2: a change of the account where the money goes needs the account's password (a stolen session is not enough)
  current_password: z.string({ error: t.currentPasswordRequired }).min(1, { error: t.currentPasswordRequired }).max(1024),
});
export type WorkerBankAccountBody = z.input<typeof workerBankAccountBodySchema>;
export type WorkerBankAccountValues = z.output<typeof workerBankAccountBodySchema>;

/** The account as stored (the worker sees the whole number; the company side a masked one). */
export const workerBankAccountSchema = bankAccountWireSchema.extend({ updated_at: z.string() });
export type WorkerBankAccountWire = z.infer<typeof workerBankAccountSchema>;
/** null until the worker saves an account. */
export const workerBankAccountResponseSchema = z.object({ data: workerBankAccountSchema.nullable() });

/**
 * The company's transfer accounts (振込元口座, issue #11 item 7; SPEC §2 /company/transfer_account, §7
 * GET/PUT /v2/employee/companies/transfer_accounts): the accounts it pays its workers from, written into the header
 * record of a 全銀 総合振込 file. Bank and branch are codes of the 全銀 master (the names stored are the master's, never
 * the client's); 依頼人コード is the 10-digit number the bank gives; 依頼人名 is stored in 全銀 half-width characters.
 * PUT replaces the whole list; exactly one account is the default while there are any.
 */
import { z } from 'zod';
import { bankAccountFieldsSchema } from './banks';
import { ja } from './messages/ja';
import { bankAccountTypes } from './worker-personal';
import { zenginKanaField } from './zengin-kana';

const t = ja.transferAccount;

/** At most this many accounts per company. */
export const TRANSFER_ACCOUNTS_MAX = 10;
/** 依頼人名 of the header record: 40 bytes. */
export const REQUESTER_NAME_MAX = 40;

/** 依頼人コード: 10 digits (full-width digits and surrounding spaces accepted). */
export function normalizeRequesterCode(input: string): string | null {
  const digits = input.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^[0-9]{10}$/.test(digits) ? digits : null;
}

const requesterCodeField = () =>
  z.string({ error: t.requesterCodeInvalid }).transform((input, ctx) => {
    const value = normalizeRequesterCode(input);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: t.requesterCodeInvalid });
      return z.NEVER;
    }
    return value;
  });

/** One account of the PUT body. `id` keeps an account already saved (its exports stay linked); none adds one. */
export const transferAccountBodySchema = bankAccountFieldsSchema.extend({
  id: z.number({ error: ja.validation.invalid }).int({ error: ja.validation.invalid }).positive({ error: ja.validation.invalid }).optional(),
  /** 普通 or 当座: the 全銀 header admits no 貯蓄 (an account saved as savings before is refused at export). */
  account_type: bankAccountFieldsSchema.shape.account_type.refine((type) => type !== 'savings', { error: t.accountTypeSavingsRefused }),
  requester_code: requesterCodeField(),
  requester_name: zenginKanaField(REQUESTER_NAME_MAX, t.requesterName),
  is_default: z.boolean({ error: ja.validation.invalid }),
});
export type TransferAccountBody = z.input<typeof transferAccountBodySchema>;
export type TransferAccountValues = z.output<typeof transferAccountBodySchema>;

const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * PUT /api/v2/employee/companies/transfer_accounts: the whole list (at most 10), exactly one default when not empty,
 * no account twice.
 */
export const transferAccountsBodySchema = z
  .object({
    transfer_accounts: z
      .array(transferAccountBodySchema, { error: ja.validation.invalidBody })
      .max(TRANSFER_ACCOUNTS_MAX, { error: t.tooMany(TRANSFER_ACCOUNTS_MAX) }),
  })
  .superRefine((body, ctx) => {
    const accounts = body.transfer_accounts;
    if (!Array.isArray(accounts)) return;
    const valid = accounts.filter((a): a is TransferAccountValues => typeof a === 'object' && a !== null);
    if (valid.length > 0 && valid.filter((a) => a.is_default === true).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['transfer_accounts'], message: t.oneDefault });
    }
    const ids = valid.flatMap((a) => (typeof a.id === 'number' ? [a.id] : []));
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['transfer_accounts'], message: t.duplicateId });
    const keys = valid.map((a) => [a.bank_code, a.branch_code, a.account_type, a.account_number].join('/'));
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['transfer_accounts'], message: t.duplicateAccount });
  }, always);
export type TransferAccountsBody = z.input<typeof transferAccountsBodySchema>;
export type TransferAccountsValues = z.output<typeof transferAccountsBodySchema>;

/** One account as the API answers it. */
export const transferAccountSchema = z.object({
  id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  branch_code: z.string(),
  branch_name: z.string(),
  account_type: z.enum(bankAccountTypes),
  account_number: z.string(),
  requester_code: z.string(),
  requester_name: z.string(),
  is_default: z.boolean(),
  updated_at: z.string(),
});
export type TransferAccountWire = z.infer<typeof transferAccountSchema>;
/** GET and PUT answer the whole list, the default first, then in the order saved. */
export const transferAccountsResponseSchema = z.object({ data: z.array(transferAccountSchema) });

/** camelCase, as the web client reads it. */
export type TransferAccount = {
  id: number;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: (typeof bankAccountTypes)[number];
  accountNumber: string;
  requesterCode: string;
  requesterName: string;
  isDefault: boolean;
  updatedAt: string;
};

/** How an account is named in a sentence and a picker: 「みずほ銀行 本店 普通 1234567」. */
export function transferAccountLabel(account: Pick<TransferAccount, 'bankName' | 'branchName' | 'accountType' | 'accountNumber'>): string {
  return `${account.bankName} ${account.branchName} ${ja.bankAccount.accountTypes[account.accountType]} ${account.accountNumber}`;
}

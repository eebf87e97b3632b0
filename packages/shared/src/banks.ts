import { z } from 'zod';
import { ja } from './messages/ja';
import { bankAccountTypes, type BankAccountType } from './worker-personal';
import { accountNumberField } from './zengin-kana';

/** The longest search text the bank and branch searches take. */
export const BANK_QUERY_MAX = 50;
/** How many options a search answers at most. */
export const BANK_SEARCH_LIMIT = 20;
export const BRANCH_SEARCH_LIMIT = 50;

/** 金融機関コード: 4 digits (全銀協). */
export const bankCodeSchema = z.string().regex(/^[0-9]{4}$/, { error: ja.banks.bankCodeInvalid });
/** 支店コード: 3 digits (全銀協). */
export const branchCodeSchema = z.string().regex(/^[0-9]{3}$/, { error: ja.banks.branchCodeInvalid });

/** A code that must be there (`required` when missing or empty), then of its 全銀 form. */
const requiredCode = (schema: z.ZodType<string, string>, required: string) =>
  z.string({ error: required }).min(1, { error: required }).pipe(schema);

/**
 * The fields every bank account form has (the worker's 振込口座, the company's 振込元口座): bank and branch codes of the
 * 全銀 master, 預金種目, 口座番号 (answered padded to 7 digits). Each body extends it with its own fields.
 */
export const bankAccountFieldsSchema = z.object({
  bank_code: requiredCode(bankCodeSchema, ja.bankAccount.bankRequired),
  branch_code: requiredCode(branchCodeSchema, ja.bankAccount.branchRequired),
  account_type: z.enum(bankAccountTypes, { error: ja.bankAccount.accountTypeInvalid }),
  account_number: accountNumberField(),
});

export const bankSearchQuerySchema = z.object({
  q: z.string().max(BANK_QUERY_MAX, { error: ja.validation.searchTooLong(BANK_QUERY_MAX) }).optional(),
});
export type BankSearchQuery = z.infer<typeof bankSearchQuerySchema>;

export const bankBranchParamsSchema = z.object({ bankCode: bankCodeSchema });

/** A bank or a branch of the 全銀 master: its code, name (as the master writes it, e.g. 'みずほ') and full-width kana. */
export const bankOptionSchema = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export type BankOption = z.infer<typeof bankOptionSchema>;

export const bankSearchResponseSchema = z.object({ data: z.array(bankOptionSchema) });
export type BankSearchResponse = z.infer<typeof bankSearchResponseSchema>;

/** 預金種目 of the 全銀 transfer file's data record (DOMAIN.md: 1 普通, 2 当座, 4 貯蓄). */
export const zenginDepositTypeCodes: Record<BankAccountType, '1' | '2' | '4'> = { normal: '1', current: '2', savings: '4' };

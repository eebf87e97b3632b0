import { z } from 'zod';
import { ja } from './messages/ja';

/**
 * SPEC §5 "money": a comma-grouped integer with groups of three digits and no leading zero, or 0
 * ('1,234,567', '500', '0'). Plain digits without commas are accepted only below 1,000 (where no comma is due).
 */
export const MONEY_PATTERN = /^(?:0|[1-9]\d{0,2}(?:,\d{3})*)$/;

/** Upper bound of one amount (100億円): keeps every value a safe integer with room for sums. */
export const MONEY_MAX = 10_000_000_000;

/** '1,234,567' → 1234567; anything not in the SPEC money format → null. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim();
  if (!MONEY_PATTERN.test(trimmed)) return null;
  const value = Number(trimmed.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** 1234567 → '1,234,567' (the form's text for an amount; no yen sign). */
export function formatMoneyInput(value: number | null | undefined): string {
  if (value == null) return '';
  return new Intl.NumberFormat('ja-JP').format(value);
}

function toMoney(value: string | number, ctx: z.RefinementCtx): number {
  const parsed = typeof value === 'number' ? (Number.isSafeInteger(value) && value >= 0 ? value : null) : parseMoney(value);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: ja.validation.money });
    return 0;
  }
  if (parsed > MONEY_MAX) {
    ctx.addIssue({ code: 'custom', message: ja.contractForm.moneyTooLarge });
    return 0;
  }
  return parsed;
}

/**
 * An amount of integer yen as a form sends it ('1,234,567') or as JSON sends it (1234567), answered as a number.
 * One schema for the web form and the API, so both say 'カンマ区切りで金額を入力してください'.
 */
export const moneySchema = z.union([z.string(), z.number()], { error: ja.validation.money }).transform(toMoney);

/** Like {@link moneySchema}, but an empty text, null or a missing value means "not set" (null). */
export const optionalMoneySchema = z
  .union([z.string(), z.number()], { error: ja.validation.money })
  .nullish()
  .transform((value, ctx) => (value == null || (typeof value === 'string' && value.trim() === '') ? null : toMoney(value, ctx)));

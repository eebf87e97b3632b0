import { z } from 'zod';
import { ja } from './messages/ja';

/*
 * SPEC §5 "money" is a comma-grouped integer ('1,234,567'); {@link parseMoneyInput} reads that and what people type
 * besides (issue #21, docs/decisions.md).
 */

/** Upper bound of one amount (100億円): keeps every value a safe integer with room for sums. */
export const MONEY_MAX = 10_000_000_000;

/** Digits without commas, or digits grouped by three with commas; an optional leading minus. */
const TYPED_MONEY = /^(-?)(\d+|\d{1,3}(?:,\d{3})+)$/;

/**
 * An amount as a person types it → integer yen, or null when it is not one: '100000', '100,000', full-width
 * '１００，０００', '¥100,000' / '￥100,000' / '100,000円', spaces anywhere, and a leading minus ('-', '－', '−', 'ー')
 * when `allowNegative` (調整項目). Commas, when used, must group by three ('12,34' is refused as a likely typo).
 */
export function parseMoneyInput(text: string, opts: { allowNegative?: boolean } = {}): number | null {
  const cleaned = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^([-−‐ー]?)[¥\\]/, '$1')
    .replace(/円$/, '')
    .replace(/^[−‐ー]/, '-');
  const match = TYPED_MONEY.exec(cleaned);
  if (!match) return null;
  if (match[1] === '-' && !opts.allowNegative) return null;
  const value = Number(cleaned.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? (Object.is(value, -0) ? 0 : value) : null;
}

/** An amount of zero or more yen as typed ('100000', '100,000', '１００，０００', '¥100,000') → its number; else null. */
export function parseMoney(text: string): number | null {
  return parseMoneyInput(text);
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
 * One schema for the web form and the API, so both answer ja.validation.money for what is not an amount.
 */
export const moneySchema = z.union([z.string(), z.number()], { error: ja.validation.money }).transform(toMoney);

/** Like {@link moneySchema}, but an empty text, null or a missing value means "not set" (null). */
export const optionalMoneySchema = z
  .union([z.string(), z.number()], { error: ja.validation.money })
  .nullish()
  .transform((value, ctx) => (value == null || (typeof value === 'string' && value.trim() === '') ? null : toMoney(value, ctx)));

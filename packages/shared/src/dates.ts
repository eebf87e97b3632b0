/**
 * Business dates in request bodies, forms and CSV rows: YYYY/MM/DD on screen and in CSV, YYYY-MM-DD on the wire. Both
 * are accepted; the schemas answer YYYY-MM-DD (parseBusinessDate, format.ts).
 */
import { z } from 'zod';
import { checkBusinessDate } from './format';
import { ja } from './messages/ja';

/** Why a typed date is refused: empty, not YYYY/MM/DD, or no such day (2027/13/01). */
export function businessDateProblem(value: string): string | null {
  if (value.trim() === '') return ja.validation.required;
  const checked = checkBusinessDate(value);
  return checked.ok ? null : checked.reason === 'format' ? ja.validation.date : ja.validation.dateInvalid;
}

function toDate(value: string, ctx: z.RefinementCtx): string {
  const checked = checkBusinessDate(value);
  if (!checked.ok) {
    ctx.addIssue({ code: 'custom', message: businessDateProblem(value) ?? ja.validation.date });
    return '';
  }
  return checked.value;
}

export const dateSchema = z.string({ error: ja.validation.date }).transform(toDate);

/** Like {@link dateSchema}; empty, null or missing means "not set" (null). */
export const optionalDateSchema = z
  .string({ error: ja.validation.date })
  .nullish()
  .transform((value, ctx) => (value == null || value.trim() === '' ? null : toDate(value, ctx)));

/** SPEC §5 afterStartDate: true when the end is set and earlier than the start (dates as YYYY-MM-DD). */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}

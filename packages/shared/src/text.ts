import { z } from 'zod';
import { ja } from './messages/ja';

/**
 * Characters no name or title may hold: C0 controls (tab, line feed and carriage return included), DEL, C1 controls
 * (NEL included), the Unicode line and paragraph separators, and the bidirectional controls that reorder what a reader
 * sees (LRM/RLM U+200E/U+200F, ALM U+061C, the embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const NOT_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;
/** The same, less tab, line feed, carriage return and the line/paragraph separators: what remarks may not hold. */
// eslint-disable-next-line no-control-regex -- as above
const NOT_IN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

/**
 * Characters that show nothing on their own: format characters (U+200B–U+200D zero-width space and joiners, U+2060
 * word joiner, U+FEFF, U+00AD soft hyphen, U+180E…), combining marks, white space, and the fillers fonts draw blank
 * (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, braille blank U+2800).
 */
const INVISIBLE = /^[\p{Cf}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]*$/u;
/**
 * The most combining marks one character may carry. Japanese needs one (゛ U+3099), Vietnamese two, a keycap emoji
 * two (U+FE0F U+20E3); four or more in a row is stacking ("Zalgo") that spills over the lines around it.
 */
export const MAX_COMBINING_RUN = 3;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, 'u');

/** True when a non-empty text is made only of characters nobody can see (L9). */
export function isInvisibleOnly(value: string | null | undefined): boolean {
  return value != null && value.length > 0 && INVISIBLE.test(value);
}

/** True when the text stacks more than MAX_COMBINING_RUN combining marks on one character (L9). */
export function hasCombiningRun(value: string | null | undefined): boolean {
  return value != null && COMBINING_RUN.test(value);
}

/** True when the text is one line without control characters or bidi controls (null and undefined pass). */
export function isSingleLineText(value: string | null | undefined): boolean {
  return value == null || !NOT_IN_SINGLE_LINE.test(value);
}

/** True when the text has no control characters but line breaks and tabs, and no bidi controls. */
export function isSafeMultiLineText(value: string | null | undefined): boolean {
  return value == null || !NOT_IN_MULTI_LINE.test(value);
}

type TextSchema = z.ZodType<string | null | undefined, unknown>;

/**
 * The rule for every name and title (people, companies, departments, agents, contract titles, trade names), on the
 * company side and in the worker portal alike: refuses line breaks, control characters and bidi controls with
 * 「改行や制御文字は使用できません。」, a text made only of invisible characters, and stacked combining marks.
 * Wrap the field's schema: `singleLineText(z.string().trim().min(1).max(100))`.
 */
export function singleLineText<T extends TextSchema>(schema: T): T {
  return schema
    .refine((v) => isSingleLineText(v as string | null | undefined), { error: ja.validation.singleLine })
    .refine((v) => !isInvisibleOnly(v as string | null | undefined), { error: ja.validation.invisibleOnly })
    .refine((v) => !hasCombiningRun(v as string | null | undefined), { error: ja.validation.combiningMarks }) as unknown as T;
}

/**
 * The rule for free text that may span lines (remarks, descriptions): other control characters, bidi controls and
 * stacked combining marks are refused.
 */
export function multiLineText<T extends TextSchema>(schema: T): T {
  return schema
    .refine((v) => isSafeMultiLineText(v as string | null | undefined), { error: ja.validation.controlChars })
    .refine((v) => !hasCombiningRun(v as string | null | undefined), { error: ja.validation.combiningMarks }) as unknown as T;
}

/** An optional text field of a form or body: trimmed, at most `max` characters, empty → null; one line unless 'multi'. */
export const optionalText = (max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(
    z
      .string()
      .trim()
      .max(max, { error: ja.validation.tooLong(max) })
      .nullish()
      .transform((v) => (v ? v : null)),
  );

/** A required one-line text (names, titles): trimmed, 1 to `max` characters. */
export const requiredText = (max: number) =>
  singleLineText(
    z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(max, { error: ja.validation.tooLong(max) }),
  );

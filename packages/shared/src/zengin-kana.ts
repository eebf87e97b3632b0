import { z } from 'zod';
import { ja } from './messages/ja';
import { ZENGIN_CORPORATE_ABBREVIATIONS } from './zengin-corporate-abbreviations';

/**
 * The 全銀 character set of names in a transfer file (DOMAIN.md, 全銀協 総合振込): half-width katakana ｱ–ﾝ with ﾞ and ﾟ,
 * digits, upper-case A–Z, space and `( ) - .` — every one a single CP932 byte. Nothing else may reach the file.
 */
const ZENGIN_CHARS = /^[\uFF71-\uFF9F0-9A-Z ().-]*$/;

/** True when the text holds only 全銀 characters (what a bank file may carry as it is). */
export const isZenginText = (text: string): boolean => ZENGIN_CHARS.test(text);

const FULL = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
const HALF = 'ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾅﾆﾇﾈﾉﾊﾋﾌﾍﾎﾏﾐﾑﾒﾓﾔﾕﾖﾗﾘﾙﾚﾛﾜﾝ';
/**
 * Kana outside the 全銀 set written as banks write them: small kana large (ッ → ツ), ヲ ヰ ヱ as オ イ エ. ヵ and ヶ are
 * not here: ヶ reads ガ, カ or コ by the word (霞ヶ関, 一ヶ月, ヶ所) and no bank rule says which, so they are refused
 * like kanji rather than guessed (docs/decisions.md).
 */
const LARGE: Record<string, string> = {
  ァ: 'ア', ィ: 'イ', ゥ: 'ウ', ェ: 'エ', ォ: 'オ', ッ: 'ツ', ャ: 'ヤ', ュ: 'ユ', ョ: 'ヨ', ヮ: 'ワ',
  ヲ: 'オ', ヰ: 'イ', ヱ: 'エ',
};
/** Which half-width kana take ﾞ (ｳ for ヴ) and which take ﾟ. */
const TAKES_DAKUTEN = new Set('ｳｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎ');
const TAKES_HANDAKUTEN = new Set('ﾊﾋﾌﾍﾎ');
/** ー and the dashes people type for it become `-`; the middle dot becomes `.` (DOMAIN.md). */
const TO_HYPHEN = new Set(['ー', '‐', '‑', '−']);

/** One full-width katakana or hiragana letter in the 全銀 set, or undefined when it has none (ヷ, ゝ …). */
function kanaToZengin(char: string): string | undefined {
  const code = char.codePointAt(0)!;
  // hiragana ぁ–ゖ → katakana ァ–ヶ (ひらがな is accepted: people type it on phones, banks convert it too)
  const katakana = code >= 0x3041 && code <= 0x3096 ? String.fromCodePoint(code + 0x60) : char;
  const [base = '', mark] = katakana.normalize('NFD');
  const index = FULL.indexOf(LARGE[base] ?? base);
  if (index < 0) return undefined;
  const half = HALF[index]!;
  if (mark === undefined) return half;
  if (mark === '\u3099' && TAKES_DAKUTEN.has(half)) return `${half}ﾞ`;
  if (mark === '\u309A' && TAKES_HANDAKUTEN.has(half)) return `${half}ﾟ`;
  return undefined;
}

/** One ASCII character in the 全銀 set (lower-case letters are raised), or undefined. */
function asciiToZengin(char: string): string | undefined {
  const upper = char >= 'a' && char <= 'z' ? char.toUpperCase() : char;
  return /^[0-9A-Z ().-]$/.test(upper) ? upper : undefined;
}

function charToZengin(char: string): string | undefined {
  const code = char.codePointAt(0)!;
  if (code <= 0x7e) return asciiToZengin(char);
  if (code >= 0xff01 && code <= 0xff5e) return asciiToZengin(String.fromCharCode(code - 0xfee0)); // full-width ASCII
  if (code === 0x3000) return ' ';
  if (TO_HYPHEN.has(char)) return '-';
  if (char === '・') return '.';
  if ((code >= 0x3041 && code <= 0x3096) || (code >= 0x30a1 && code <= 0x30fa)) return kanaToZengin(char);
  return undefined;
}

export type ZenginKanaResult = { ok: true; value: string } | { ok: false; invalidChars: string[] };

/**
 * A name as it is written in a 全銀 transfer file (the 口座名義カナ of a bank account, a 依頼人名):
 * full-width and half-width katakana and ひらがな become half-width katakana (ガ → ｶﾞ, パ → ﾊﾟ, ヴ → ｳﾞ), small kana
 * become large (ッ → ﾂ, ョ → ﾖ) and ヲ ヰ ヱ become ｵ ｲ ｴ, ー becomes `-` and ・ becomes `.`, full-width letters, digits and
 * spaces become half-width, lower-case letters upper-case; leading and trailing spaces go and runs of spaces become
 * one. Anything else — kanji, ＠, 〜, `/`, a mark without a kana that takes it, control characters — is refused: the
 * answer lists each offending character once, in the order they first appear. Never writes `?` for what it cannot
 * write (docs/domain.md). The value holds only ｱ–ﾝ ﾞ ﾟ 0–9 A–Z space ( ) - . (one CP932 byte each).
 */
export function toZenginKana(input: string): ZenginKanaResult {
  // Half-width kana are widened first so ｶﾞ (two characters) reads as ガ; NFC joins a kana and a combining mark
  // (macOS writes ガ as カ + U+3099) and ゛/゜ typed after a kana.
  const text = input
    .replace(/[\uFF61-\uFF9F]+/g, (run) => run.normalize('NFKC'))
    .replace(/[゛゜]/g, (m) => (m === '゛' ? '\u3099' : '\u309A'))
    .normalize('NFC');
  let out = '';
  const invalid: string[] = [];
  for (const char of text) {
    const converted = charToZengin(char);
    if (converted !== undefined) {
      out += converted;
      continue;
    }
    const shown = char === '\u3099' ? '゛' : char === '\u309A' ? '゜' : char;
    if (!invalid.includes(shown)) invalid.push(shown);
  }
  if (invalid.length > 0) return { ok: false, invalidChars: invalid };
  const value = out.replace(/ +/g, ' ').trim();
  if (!ZENGIN_CHARS.test(value)) throw new Error('toZenginKana produced a character outside the 全銀 set');
  return { ok: true, value };
}

type Term = { text: string; abbreviation: string };

const byLength = (a: Term, b: Term) => b.text.length - a.text.length;
/** The legal forms as typed in kanji, and their readings as `toZenginKana` writes them (ｶﾌﾞｼｷｶﾞｲｼﾔ), longest first. */
const KANJI_TERMS: Term[] = ZENGIN_CORPORATE_ABBREVIATIONS.map((a) => ({ text: a.form, abbreviation: a.abbreviation })).sort(byLength);
const KANA_TERMS: Term[] = ZENGIN_CORPORATE_ABBREVIATIONS.flatMap((a) =>
  a.readings.map((reading) => {
    const converted = toZenginKana(reading);
    if (!converted.ok) throw new Error(`法人略語 reading not in the 全銀 set: ${reading}`);
    return { text: converted.value, abbreviation: a.abbreviation };
  }),
).sort(byLength);

/** The first legal form in `text` (the earliest; at one place the longest, so 一般社団法人 before 社団法人). */
function findTerm(text: string, terms: readonly Term[]): { at: number; term: Term } | null {
  let found: { at: number; term: Term } | null = null;
  for (const term of terms) {
    const at = text.indexOf(term.text);
    if (at >= 0 && (found === null || at < found.at)) found = { at, term };
  }
  return found;
}

/** The abbreviation where the form stood: ｶ)NAME at the start, NAME(ｶ at the end, NAME(ｶ)REST in the middle. */
function placeAbbreviation(before: string, abbreviation: string, after: string): string {
  const mark = toZenginKana(abbreviation);
  if (!mark.ok) throw new Error(`法人略語 not in the 全銀 set: ${abbreviation}`);
  const [head, tail] = [before.trim(), after.trim()];
  if (head === '') return `${mark.value})${tail}`;
  if (tail === '') return `${head}(${mark.value}`;
  return `${head}(${mark.value})${tail}`;
}

/**
 * A 受取人名 or 依頼人名 as a 全銀 file writes it: `toZenginKana`, with a corporation's legal form written as its
 * 法人略語 by position (zengin-corporate-abbreviations.ts): 株式会社ヤマダ and カブシキガイシャ ヤマダ → ｶ)ﾔﾏﾀﾞ,
 * ヤマダ株式会社 → ﾔﾏﾀﾞ(ｶ, ヤマダ株式会社トウキヨウシテン → ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳｼﾃﾝ. The form may be typed in kanji (only the
 * form: the rest of the name must still be kana) or in kana. One form per name; any other kanji is refused as before.
 * Bank and branch names are not names of holders and go through `toZenginKana` alone.
 */
export function toZenginName(input: string): ZenginKanaResult {
  const kanji = findTerm(input, KANJI_TERMS);
  if (kanji) {
    const before = toZenginKana(input.slice(0, kanji.at));
    const after = toZenginKana(input.slice(kanji.at + kanji.term.text.length));
    const invalid = [...(before.ok ? [] : before.invalidChars), ...(after.ok ? [] : after.invalidChars)];
    if (!before.ok || !after.ok) return { ok: false, invalidChars: [...new Set(invalid)] };
    return { ok: true, value: placeAbbreviation(before.value, kanji.term.abbreviation, after.value) };
  }
  const converted = toZenginKana(input);
  if (!converted.ok) return converted;
  const kana = findTerm(converted.value, KANA_TERMS);
  if (!kana) return converted;
  const value = converted.value;
  return { ok: true, value: placeAbbreviation(value.slice(0, kana.at), kana.term.abbreviation, value.slice(kana.at + kana.term.text.length)) };
}

/**
 * How a refused character is named in a message: itself when it can be seen, its code point (`U+0009`) when it is a
 * control, format, separator or combining character that would be invisible.
 */
export function describeChar(char: string): string {
  return /^[\p{C}\p{Z}\p{M}]$/u.test(char) && char !== ' '
    ? `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    : char;
}

/** The message naming the refused characters: 「口座名義カナに使用できない文字が含まれています：漢、＠」. */
export function zenginKanaInvalidMessage(chars: readonly string[], label: string = ja.banks.holderKanaLabel): string {
  return ja.banks.kanaInvalidChars(label, chars.map(describeChar));
}

/**
 * A schema field for a 全銀 name (口座名義カナ, 依頼人名): converts with `toZenginName` (法人略語 by position) and answers the converted value, or refuses with a
 * Japanese message (required, the offending characters, or longer than `max` half-width characters — ﾞ and ﾟ count
 * as one each, as they take one byte in the file). `label` names the field in the messages.
 */
export function zenginKanaField(max: number, label: string = ja.banks.holderKanaLabel) {
  return z.string({ error: ja.banks.kanaRequired(label) }).transform((input, ctx) => {
    const result = toZenginName(input);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: zenginKanaInvalidMessage(result.invalidChars, label) });
      return z.NEVER;
    }
    if (result.value === '') {
      ctx.addIssue({ code: 'custom', message: ja.banks.kanaRequired(label) });
      return z.NEVER;
    }
    if (result.value.length > max) {
      ctx.addIssue({ code: 'custom', message: ja.banks.kanaTooLong(label, max) });
      return z.NEVER;
    }
    return result.value;
  });
}

/**
 * 口座番号 as the transfer file holds it: 1 to 7 digits (full-width digits and surrounding spaces are accepted),
 * left-padded with 0 to 7 digits as banks do ('12345' → '0012345'). Null for anything else.
 */
export function normalizeAccountNumber(input: string): string | null {
  const digits = input.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^[0-9]{1,7}$/.test(digits) ? digits.padStart(7, '0') : null;
}

/** A schema field for 口座番号: `normalizeAccountNumber`, refused with 「口座番号は7桁以内の数字で入力してください。」. */
export function accountNumberField() {
  return z.string({ error: ja.banks.accountNumberInvalid }).transform((input, ctx) => {
    const value = normalizeAccountNumber(input);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: ja.banks.accountNumberInvalid });
      return z.NEVER;
    }
    return value;
  });
}

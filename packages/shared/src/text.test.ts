import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { hasCombiningRun, isInvisibleOnly, isSafeMultiLineText, isSingleLineText, multiLineText, singleLineText } from './text';

const refusedEverywhere = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B', '\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const lineBreaks = ['\n', '\r', '\r\n', '\t', '\u2028', '\u2029', '\u000B', '\u000C'];

describe('isSingleLineText', () => {
  it('accepts ordinary Japanese and Latin names, full-width spaces and symbols', () => {
    for (const v of ['山田 太郎', 'ヤマダ　タロウ', '株式会社サンプル（本社）', 'O\'Brien & Co.', '業務委託契約 2026/04〜', '👩‍💻 デザイン', null, undefined]) {
      expect(isSingleLineText(v)).toBe(true);
    }
  });
  it('refuses every control character, line break and bidi control', () => {
    for (const c of [...refusedEverywhere, ...lineBreaks]) expect(isSingleLineText(`山田${c}太郎`), JSON.stringify(c)).toBe(false);
  });
});

describe('isSafeMultiLineText', () => {
  it('accepts line breaks and tabs in remarks', () => {
    expect(isSafeMultiLineText('1行目\n2行目\r\n\t3行目\u2028')).toBe(true);
  });
  it('refuses the other control characters and bidi controls', () => {
    for (const c of [...refusedEverywhere, '\u000B', '\u000C']) expect(isSafeMultiLineText(`備考${c}`), JSON.stringify(c)).toBe(false);
  });
});

describe('singleLineText / multiLineText', () => {
  it('answer the catalogue message on the field', () => {
    const single = singleLineText(z.string().trim().min(1));
    expect(single.safeParse('山田\n太郎').error?.issues[0]?.message).toBe('改行や制御文字は使用できません。');
    expect(single.safeParse('山田\u202E太郎').error?.issues[0]?.message).toBe('改行や制御文字は使用できません。');
    expect(single.parse('  山田 太郎 ')).toBe('山田 太郎');
    const multi = multiLineText(z.string().nullish());
    expect(multi.parse('a\nb')).toBe('a\nb');
    expect(multi.parse(null)).toBeNull();
    expect(multi.safeParse('a\u0000b').error?.issues[0]?.message).toBe('制御文字や文字の向きを変える記号は使用できません。');
  });
});

describe('invisible names and stacked combining marks (L9)', () => {
  const single = singleLineText(z.string().trim().min(1));
  it('refuse a name made only of invisible characters', () => {
    for (const v of ['\u200B\u200B', '\u200C', '\u200D\u2060', '\uFEFF\u00AD', '\u3164', '\u115F\u1160', '\u2800', '\u200B \u200B', '\u0301\u0301']) {
      expect(isInvisibleOnly(v), JSON.stringify(v)).toBe(true);
      expect(single.safeParse(v).error?.issues[0]?.message, JSON.stringify(v)).toBe('目に見えない文字だけでは登録できません。文字を入力してください。');
    }
  });
  it('refuse four or more combining marks in a row, on names and remarks', () => {
    const zalgo = `田${'\u0301'.repeat(99)}中`;
    expect(hasCombiningRun(zalgo)).toBe(true);
    expect(single.safeParse(zalgo).error?.issues[0]?.message).toBe('記号（結合文字）を重ねた文字は使用できません。通常の文字で入力してください。');
    expect(multiLineText(z.string()).safeParse(`備考a\u0300\u0301\u0302\u0303`).success).toBe(false);
  });
  it('accept what real names use: a zero-width joiner inside an emoji, decomposed kana and Vietnamese, a keycap', () => {
    for (const v of ['👩‍💻 デザイン', 'カ\u3099ク', 'Nguye\u0302\u0303n', '1\uFE0F\u20E3 スタジオ', 'e\u0323\u0302\u0301', '山田\u200B太郎']) {
      expect(single.safeParse(v).success, JSON.stringify(v)).toBe(true);
    }
    expect(single.parse('  山田 太郎 ')).toBe('山田 太郎');
    expect(single.safeParse('').success).toBe(false);
  });
});

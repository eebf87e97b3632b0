import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { encodeShiftJisStrict, toShiftJisCsv } from './shift-jis';

describe('encodeShiftJisStrict', () => {
  it('writes CP932 bytes for Japanese text, half-width kana and the NEC/IBM extensions', () => {
    const result = encodeShiftJisStrict('山田 太郎 ｶﾞ ～ － ∥ 髙 ① ㈱');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(iconv.decode(result.bytes, 'cp932')).toBe('山田 太郎 ｶﾞ ～ － ∥ 髙 ① ㈱');
    expect(encodeShiftJisStrict('ｶﾞ山')).toEqual({ ok: true, bytes: Buffer.from([0xb6, 0xde, 0x8e, 0x52]) });
  });

  it('refuses characters CP932 does not have instead of writing ?, naming each once', () => {
    expect(encodeShiftJisStrict('10〜20 − ‖ 𠮷野家 😀 〜')).toEqual({ ok: false, chars: ['〜', '−', '‖', '𠮷', '😀'] });
  });

  it('refuses a character that would come back as another (¥ is written as 0x5C and read as \\)', () => {
    expect(encodeShiftJisStrict('¥1,000')).toEqual({ ok: false, chars: ['¥'] });
  });

  it('keeps a real ? and the empty text', () => {
    expect(encodeShiftJisStrict('?')).toEqual({ ok: true, bytes: Buffer.from('?') });
    expect(encodeShiftJisStrict('')).toEqual({ ok: true, bytes: Buffer.alloc(0) });
  });
});

describe('toShiftJisCsv', () => {
  it('writes Shift-JIS with CRLF, RFC 4180 quoting and neutralised formulas, without a BOM', () => {
    const result = toShiftJisCsv(['氏名', '金額', '備考'], [['山田 太郎', 110000, '=SUM(A1)'], ['佐藤, "花子"', -5, null]]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bytes[0]).not.toBe(0xef);
    expect(iconv.decode(result.bytes, 'cp932')).toBe('氏名,金額,備考\r\n山田 太郎,110000,\'=SUM(A1)\r\n"佐藤, ""花子""",-5,\r\n');
  });

  it('keeps the bank\'s characters: a 受取人名 beginning with - is written as it is, other formulas are neutralised (N11)', () => {
    const result = toShiftJisCsv(['受取人名', '金額', '備考'], [['-ﾀﾅｶ', 1000, '-1+2'], ['ﾔﾏﾀﾞ ﾀﾛｳ', 5, '=SUM(A1)'], ['(ｶ)ｻﾝﾌﾟﾙ', 7, '＝1']]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(iconv.decode(result.bytes, 'cp932')).toBe("受取人名,金額,備考\r\n-ﾀﾅｶ,1000,'-1+2\r\nﾔﾏﾀﾞ ﾀﾛｳ,5,'=SUM(A1)\r\n(ｶ)ｻﾝﾌﾟﾙ,7,'＝1\r\n");
  });

  it('names every cell that holds a character CP932 cannot hold', () => {
    expect(toShiftJisCsv(['氏名', '備考〜'], [['山田', 'ok'], ['𠮷田', '1−2']])).toEqual({
      ok: false,
      problems: [
        { row: -1, column: 1, chars: ['〜'] },
        { row: 1, column: 0, chars: ['𠮷'] },
        { row: 1, column: 1, chars: ['−'] },
      ],
    });
  });
});

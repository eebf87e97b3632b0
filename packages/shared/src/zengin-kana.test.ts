import { describe, expect, it } from 'vitest';
import { accountNumberField, describeChar, normalizeAccountNumber, toZenginKana, toZenginName, zenginKanaField } from './zengin-kana';
import { ZENGIN_CORPORATE_ABBREVIATIONS } from './zengin-corporate-abbreviations';

const ok = (input: string) => {
  const result = toZenginKana(input);
  if (!result.ok) throw new Error(`refused ${input}: ${result.invalidChars.join(',')}`);
  return result.value;
};
const refused = (input: string) => {
  const result = toZenginKana(input);
  if (result.ok) throw new Error(`accepted ${input} as ${result.value}`);
  return result.invalidChars;
};

describe('toZenginKana', () => {
  it('writes full-width katakana half-width, splitting voiced kana into base and mark (DOMAIN.md: ガ → ｶﾞ)', () => {
    expect(ok('ヤマダ タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(ok('ガギグゲゴ パピプペポ ヴ')).toBe('ｶﾞｷﾞｸﾞｹﾞｺﾞ ﾊﾟﾋﾟﾌﾟﾍﾟﾎﾟ ｳﾞ');
    expect(ok('ヂヅ')).toBe('ﾁﾞﾂﾞ');
  });

  it('makes small kana large as banks do (ッ → ﾂ) and writes ヲ ヰ ヱ as ｵ ｲ ｴ', () => {
    expect(ok('キュウヨ イッペイ')).toBe('ｷﾕｳﾖ ｲﾂﾍﾟｲ');
    expect(ok('ァィゥェォャュョヮ')).toBe('ｱｲｳｴｵﾔﾕﾖﾜ');
    expect(ok('ヲヰヱ')).toBe('ｵｲｴ');
  });

  it('turns ー into -, ・ into ., full-width spaces and ASCII into half-width, lower case into upper case', () => {
    expect(ok('ジエーシービー')).toBe('ｼﾞｴ-ｼ-ﾋﾞ-');
    expect(ok('エー・ビー')).toBe('ｴ-.ﾋﾞ-');
    expect(ok('ｶ)ＡＢＣ　ｓｈｏｐ１２３')).toBe('ｶ)ABC SHOP123');
    expect(ok('abc (xyz) 1-2.3')).toBe('ABC (XYZ) 1-2.3');
  });

  it('accepts ひらがな, as bank apps do, and gives the same value as katakana', () => {
    expect(ok('やまだ はなこ')).toBe(ok('ヤマダ ハナコ'));
    expect(ok('しょうがっこう')).toBe('ｼﾖｳｶﾞﾂｺｳ');
    expect(ok('ゔ')).toBe('ｳﾞ');
  });

  it('keeps half-width input, joining a kana with its mark however it was typed', () => {
    expect(ok('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(ok('ｷｬﾉﾝ ｰ･')).toBe('ｷﾔﾉﾝ -.');
    expect(ok('カ\u3099')).toBe('ｶﾞ'); // macOS (NFD) input
    expect(ok('ハ゜')).toBe('ﾊﾟ');
  });

  it('trims and collapses spaces', () => {
    expect(ok('  ヤマダ 　 タロウ　')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(ok('　')).toBe('');
  });

  it('refuses what a 全銀 file cannot hold, naming each character once in order of appearance', () => {
    expect(refused('山田＠メール漢山')).toEqual(['山', '田', '＠', '漢']);
    expect(refused('ヤマダ〜タロウ')).toEqual(['〜']);
    expect(refused('A/B,C¥D「E」')).toEqual(['/', ',', '¥', '「', '」']);
    expect(refused('𠮷田')).toEqual(['𠮷', '田']);
    expect(refused('‖−')).toEqual(['‖']);
    expect(refused('ヤマダ\tタロウ\n')).toEqual(['\t', '\n']);
    expect(refused('①')).toEqual(['①']);
  });

  it('refuses a mark that no kana takes, and kana without a 全銀 form', () => {
    expect(refused('ｱﾞ')).toEqual(['゛']);
    expect(refused('ﾟ')).toEqual(['゜']);
    expect(refused('カ゜')).toEqual(['゜']);
    expect(refused('ヷゝヽ')).toEqual(['ヷ', 'ゝ', 'ヽ']);
  });

  it('refuses ヶ and ヵ rather than guess their reading (霞ヶ関 ｶﾞ, 一ヶ月 ｶ, ヶ所 ｶ/ｺ; review §7.5)', () => {
    expect(refused('カスミヶセキ')).toEqual(['ヶ']);
    expect(refused('ヵゖゕ')).toEqual(['ヵ', 'ゖ', 'ゕ']);
  });

  it('only ever answers characters of the 全銀 set', () => {
    let all = '';
    for (let code = 0x20; code < 0x3100; code++) {
      const result = toZenginKana(String.fromCodePoint(code));
      if (result.ok) all += result.value;
    }
    for (let code = 0xff00; code <= 0xffef; code++) {
      const result = toZenginKana(String.fromCodePoint(code));
      if (result.ok) all += result.value;
    }
    expect(all).toMatch(/^[\uFF71-\uFF9F0-9A-Z ().-]+$/);
    expect(all).not.toMatch(/[ｦｧ-ｯｰ]/);
  });
});

describe('toZenginName: 法人略語 by position (DOMAIN.md; 全銀協 略語表, zengin-corporate-abbreviations.ts)', () => {
  const name = (input: string) => {
    const result = toZenginName(input);
    if (!result.ok) throw new Error(`refused ${input}: ${result.invalidChars.join(',')}`);
    return result.value;
  };

  it('writes 株式会社 as ｶ) before the name, (ｶ after it and (ｶ) in the middle, typed in kanji or kana', () => {
    expect(name('株式会社ヤマダ')).toBe('ｶ)ﾔﾏﾀﾞ');
    expect(name('ヤマダ株式会社')).toBe('ﾔﾏﾀﾞ(ｶ');
    expect(name('ヤマダ株式会社 トウキョウシテン')).toBe('ﾔﾏﾀﾞ(ｶ)ﾄｳｷﾖｳｼﾃﾝ');
    // review §7.4: the kana written in full was kept in full
    expect(name('カブシキガイシャ ヤマダショウジ')).toBe('ｶ)ﾔﾏﾀﾞｼﾖｳｼﾞ');
    expect(name('カブシキカイシャヤマダ')).toBe('ｶ)ﾔﾏﾀﾞ');
    expect(name('かぶしきがいしゃ やまだ')).toBe('ｶ)ﾔﾏﾀﾞ');
    expect(name('ﾔﾏﾀﾞ ｶﾌﾞｼｷｶﾞｲｼｬ')).toBe('ﾔﾏﾀﾞ(ｶ');
    expect(name('エービーシー　株式会社　')).toBe('ｴ-ﾋﾞ-ｼ-(ｶ');
  });

  it('knows the forms of the 略語表, the longest at one place first', () => {
    const cases: [string, string][] = [
      ['有限会社ヤマダ', 'ﾕ)ﾔﾏﾀﾞ'],
      ['合名会社ヤマダ', 'ﾒ)ﾔﾏﾀﾞ'],
      ['合資会社ヤマダ', 'ｼ)ﾔﾏﾀﾞ'],
      ['ヤマダ合同会社', 'ﾔﾏﾀﾞ(ﾄﾞ'],
      ['ゴウドウガイシャヤマダ', 'ﾄﾞ)ﾔﾏﾀﾞ'],
      ['医療法人ヤマダカイ', 'ｲ)ﾔﾏﾀﾞｶｲ'],
      ['一般社団法人ヤマダキョウカイ', 'ｼﾔ)ﾔﾏﾀﾞｷﾖｳｶｲ'],
      ['イッパンシャダンホウジン ヤマダ', 'ｼﾔ)ﾔﾏﾀﾞ'],
      ['一般財団法人ヤマダ', 'ｻﾞｲ)ﾔﾏﾀﾞ'],
      ['特定非営利活動法人ヤマダ', 'ﾄｸﾋ)ﾔﾏﾀﾞ'],
      ['学校法人ヤマダガクエン', 'ｶﾞｸ)ﾔﾏﾀﾞｶﾞｸｴﾝ'],
      ['社会福祉法人ヤマダカイ', 'ﾌｸ)ﾔﾏﾀﾞｶｲ'],
      ['地方独立行政法人ヤマダ', 'ﾁﾄﾞｸ)ﾔﾏﾀﾞ'],
    ];
    for (const [input, expected] of cases) expect(name(input), input).toBe(expected);
    // every entry of the table is written with 全銀 characters only
    for (const entry of ZENGIN_CORPORATE_ABBREVIATIONS) expect(name(`${entry.form}ア`)).toMatch(/^[\uFF71-\uFF9F]+\)ｱ$/);
  });

  it('leaves names without a legal form, and already abbreviated ones, as toZenginKana writes them', () => {
    expect(name('ヤマダ タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(name('カ）ヤマダ')).toBe('ｶ)ﾔﾏﾀﾞ');
    expect(name('ﾔﾏﾀﾞ(ｶ')).toBe('ﾔﾏﾀﾞ(ｶ');
  });

  it('still refuses the other kanji of the name, naming them', () => {
    expect(toZenginName('株式会社山田')).toEqual({ ok: false, invalidChars: ['山', '田'] });
    expect(toZenginName('山田商店')).toEqual({ ok: false, invalidChars: ['山', '田', '商', '店'] });
  });

  it('is what zenginKanaField stores', () => {
    expect(zenginKanaField(30).parse('カブシキガイシャ エービーシー')).toBe('ｶ)ｴ-ﾋﾞ-ｼ-');
  });
});

describe('describeChar', () => {
  it('names invisible characters by code point', () => {
    expect(describeChar('漢')).toBe('漢');
    expect(describeChar('\t')).toBe('U+0009');
    expect(describeChar('\u200B')).toBe('U+200B');
    expect(describeChar('\u00A0')).toBe('U+00A0');
  });
});

describe('zenginKanaField', () => {
  const field = zenginKanaField(30);
  const messages = (input: unknown) => {
    const result = field.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('answers the converted value', () => {
    expect(field.parse('ヤマダ タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
  });

  it('names the characters it refuses in the catalogue message', () => {
    expect(messages('漢＠ヤマダ')).toEqual(['口座名義カナに使用できない文字が含まれています：漢、＠']);
    expect(messages('ヤマダ\u200Bタロウ')).toEqual(['口座名義カナに使用できない文字が含まれています：U+200B']);
    expect(zenginKanaField(40, '依頼人名').safeParse('〜').error?.issues[0]?.message).toBe('依頼人名に使用できない文字が含まれています：〜');
  });

  it('refuses an empty name and one longer than max half-width characters, counting marks', () => {
    expect(messages(' 　')).toEqual(['口座名義カナを入力してください。']);
    expect(messages(undefined)).toEqual(['口座名義カナを入力してください。']);
    expect(field.parse('ア'.repeat(30))).toHaveLength(30);
    expect(messages('ア'.repeat(31))).toHaveLength(1);
    expect(messages('ガ'.repeat(15))).toEqual([]);
    expect(messages('ガ'.repeat(16))[0]).toContain('30文字以内');
  });
});

describe('normalizeAccountNumber', () => {
  it('left-pads 1 to 7 digits with 0 to 7 digits', () => {
    expect(normalizeAccountNumber('1234567')).toBe('1234567');
    expect(normalizeAccountNumber('12345')).toBe('0012345');
    expect(normalizeAccountNumber('1')).toBe('0000001');
    expect(normalizeAccountNumber(' １２３４５ ')).toBe('0012345');
  });

  it('refuses anything but 1 to 7 digits', () => {
    for (const bad of ['', ' ', '12345678', '123-4567', '12 34', 'abc', '1.5', '-123', '١٢٣']) {
      expect(normalizeAccountNumber(bad), bad).toBeNull();
    }
  });

  it('has a schema field with its message', () => {
    expect(accountNumberField().parse('98765')).toBe('0098765');
    expect(accountNumberField().safeParse('12345678').error?.issues[0]?.message).toBe('口座番号は7桁以内の数字で入力してください。');
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildZenginTransferFile,
  cutZenginName,
  zenginPaymentProblems,
  zenginTransferDateProblem,
  type ZenginHeader,
  type ZenginPayment,
} from './zengin-transfer';

const sp = (n: number) => ' '.repeat(n);

/** The test's own CP932 writer for the expected records: ASCII as itself, ｡–ﾟ (U+FF61–U+FF9F) as 0xA1–0xDF. */
function cp932(text: string): number[] {
  return [...text].map((char) => {
    const code = char.charCodeAt(0);
    if (code <= 0x7e) return code;
    if (code >= 0xff61 && code <= 0xff9f) return code - 0xfec0;
    throw new Error(`not single-byte: ${char}`);
  });
}

const header: ZenginHeader = {
  requesterCode: '0123456789',
  requesterName: 'カ)テストシヨウジ',
  transferDate: '2026-11-24',
  bankCode: '0001',
  bankName: 'ミズホ',
  branchCode: '001',
  branchName: 'トウキヨウ',
  accountType: 'normal',
  accountNumber: '1234567',
};

const yamada: ZenginPayment = {
  bankCode: '0009',
  bankName: 'ミツイスミトモ',
  branchCode: '254',
  branchName: 'シブヤ',
  accountType: 'normal',
  accountNumber: '12345',
  holderName: 'ヤマダ タロウ',
  amount: 123_456,
  customerCode1: '12345',
};

const company: ZenginPayment = {
  bankCode: '0005',
  bankName: 'ミツビシユーエフジエイ',
  branchCode: '123',
  branchName: 'ムサシコスギエキヒガシノグチ',
  accountType: 'current',
  accountNumber: '765',
  holderName: 'カブシキガイシャ　エービーシー',
  amount: 9_999_999_999,
};

/** The day the file is made (in Japan): the 振込指定日 2026-11-24 is ahead of it. */
const TODAY = '2026-11-20';

function build(h: ZenginHeader, payments: readonly ZenginPayment[]) {
  const result = buildZenginTransferFile(h, payments, { today: TODAY });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

function problems(h: ZenginHeader, payments: readonly ZenginPayment[], today = TODAY) {
  const result = buildZenginTransferFile(h, payments, { today });
  if (result.ok) throw new Error('the file was written');
  return result.problems;
}

describe('buildZenginTransferFile: a worked example, byte by byte', () => {
  // Written out field by field from DOMAIN.md (widths in bytes).
  const expectedHeader =
    '1' + '21' + '0' + '0123456789' + 'ｶ)ﾃｽﾄｼﾖｳｼﾞ' + sp(30) + '1124' + '0001' + 'ﾐｽﾞﾎ' + sp(11) + '001' + 'ﾄｳｷﾖｳ' + sp(10) +
    '1' + '1234567' + sp(17);
  const expectedYamada =
    '2' + '0009' + 'ﾐﾂｲｽﾐﾄﾓ' + sp(8) + '254' + 'ｼﾌﾞﾔ' + sp(11) + '0000' + '1' + '0012345' + 'ﾔﾏﾀﾞ ﾀﾛｳ' + sp(22) +
    '0000123456' + '0' + '0000012345' + '0000000000' + '7' + ' ' + sp(7);
  const expectedCompany =
    '2' + '0005' + 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ' + sp(2) + '123' + 'ﾑｻｼｺｽｷﾞｴｷﾋｶﾞｼﾉ' + sp(1) + '0000' + '2' + '0000765' +
    'ｶ)ｴ-ﾋﾞ-ｼ-' + sp(21) + '9999999999' + '0' + '0000000000' + '0000000000' + '7' + ' ' + sp(7);
  const expectedTrailer = '8' + '000002' + '010000123455' + sp(101);
  const expectedEnd = '9' + sp(119);

  it('writes every record exactly 120 bytes followed by CRLF', () => {
    const { bytes } = build(header, [yamada, company]);
    expect(bytes.length).toBe(5 * 122);
    for (let record = 0; record < 5; record += 1) {
      const at = record * 122;
      expect(bytes.subarray(at, at + 120).includes(0x0d), `record ${record}`).toBe(false);
      expect(bytes.subarray(at, at + 120).includes(0x0a), `record ${record}`).toBe(false);
      expect([bytes[at + 120], bytes[at + 121]], `record ${record}`).toEqual([0x0d, 0x0a]);
    }
    expect([0, 1, 2, 3, 4].map((record) => bytes[record * 122])).toEqual([0x31, 0x32, 0x32, 0x38, 0x39]); // 1 2 2 8 9
  });

  it('writes the expected records, byte for byte', () => {
    for (const record of [expectedHeader, expectedYamada, expectedCompany, expectedTrailer, expectedEnd]) {
      expect(record.length).toBe(120); // the expectations themselves add up
    }
    const { bytes, count, total } = build(header, [yamada, company]);
    expect(count).toBe(2);
    expect(total).toBe(10_000_123_455);
    const expected = [expectedHeader, expectedYamada, expectedCompany, expectedTrailer, expectedEnd].flatMap((r) => [
      ...cp932(r),
      0x0d,
      0x0a,
    ]);
    expect([...bytes]).toEqual(expected);
  });

  it('writes the header fields where the bank reads them (種別 21, 依頼人コード, 振込指定日 MMDD)', () => {
    const { bytes } = build(header, [yamada]);
    const field = (from: number, length: number) => [...bytes.subarray(from, from + length)];
    expect(field(0, 4)).toEqual([0x31, 0x32, 0x31, 0x30]); // '1' '21' '0'
    expect(field(4, 10)).toEqual(cp932('0123456789'));
    expect(field(14, 3)).toEqual([0xb6, 0x29, 0xc3]); // ｶ ) ﾃ
    expect(field(54, 4)).toEqual(cp932('1124'));
  });

  it('writes the kana bytes of CP932: ｶ 0xB6, ﾞ 0xDE, ﾟ 0xDF, - 0x2D', () => {
    const { bytes } = build(header, [{ ...yamada, holderName: 'ガー パ' }]);
    const data = bytes.subarray(122, 244);
    expect([...data.subarray(50, 56)]).toEqual([0xb6, 0xde, 0x2d, 0x20, 0xca, 0xdf]);
  });

  it('totals the amounts in the trailer', () => {
    const { bytes } = build(header, [yamada, { ...yamada, amount: 1 }, { ...yamada, amount: 1_000_000 }]);
    const trailer = String.fromCharCode(...bytes.subarray(4 * 122, 4 * 122 + 19));
    expect(trailer).toBe('8' + '000003' + '000001123457');
  });
});

describe('names', () => {
  const holder = (holderName: string) => {
    const { bytes } = build(header, [{ ...yamada, holderName }]);
    return String.fromCharCode(...bytes.subarray(122 + 50, 122 + 80)).trimEnd();
  };
  const asKana = (text: string) => String.fromCharCode(...cp932(text));

  it('converts names as banks write them: ガ → ｶﾞ, ッ → ﾂ, ー → -, ・ → ., lower case raised', () => {
    expect(holder('ガッツ')).toBe(asKana('ｶﾞﾂﾂ'));
    expect(holder('サトー・ジョン')).toBe(asKana('ｻﾄ-.ｼﾞﾖﾝ'));
    expect(holder('john smith')).toBe('JOHN SMITH');
    expect(holder('カ)ヤマダショウテン')).toBe(asKana('ｶ)ﾔﾏﾀﾞｼﾖｳﾃﾝ'));
  });

  it('writes 株式会社 as its 法人略語 by position, in kanji or in full kana (review §7.4: カブシキガイシャ was written in full)', () => {
    expect(holder('株式会社テスト')).toBe(asKana('ｶ)ﾃｽﾄ'));
    expect(holder('カブシキガイシャテスト')).toBe(asKana('ｶ)ﾃｽﾄ'));
    expect(holder('テスト合同会社')).toBe(asKana('ﾃｽﾄ(ﾄﾞ'));
    expect(holder('テスト株式会社オオサカシテン')).toBe(asKana('ﾃｽﾄ(ｶ)ｵｵｻｶｼﾃﾝ'));
    // the bytes of the 受取人名: ｶ 0xB6 ) 0x29 ﾃ 0xC3 ｽ 0xBD ﾄ 0xC4, space-filled to 30
    const { bytes } = build(header, [{ ...yamada, holderName: 'カブシキガイシャ テスト' }]);
    expect([...bytes.subarray(122 + 50, 122 + 80)]).toEqual([0xb6, 0x29, 0xc3, 0xbd, 0xc4, ...Array<number>(25).fill(0x20)]);
    // a name that fits only once abbreviated: 38 bytes in full, 27 as ｶ)…
    expect(holder('カブシキガイシャ ヤマダショウジ トウキョウシテン')).toBe(asKana('ｶ)ﾔﾏﾀﾞｼﾖｳｼﾞ ﾄｳｷﾖｳｼﾃﾝ'));
    expect(problems(header, [{ ...yamada, holderName: '株式会社山田' }])).toEqual([
      { index: 0, message: '口座名義カナに全銀形式で使用できない文字が含まれています：山、田' },
    ]);
  });

  it('refuses what cannot be converted instead of writing ?', () => {
    expect(problems(header, [yamada, { ...yamada, holderName: 'ヤマダ〜タロウ?' }])).toEqual([
      { index: 1, message: '口座名義カナに全銀形式で使用できない文字が含まれています：〜、?' },
    ]);
    expect(problems(header, [{ ...yamada, holderName: '𠮷田' }])[0]!.message).toContain('𠮷、田');
  });

  it('refuses a 受取人名 longer than 30 bytes after conversion (ﾞ counts), accepts exactly 30', () => {
    expect(holder('ア'.repeat(30))).toBe(asKana('ｱ'.repeat(30)));
    expect(problems(header, [{ ...yamada, holderName: 'ガ'.repeat(15) + 'ア' }])).toEqual([
      {
        index: 0,
        message: '口座名義カナが半角に直して31文字あり、全銀形式の上限30文字を超えています（濁点・半濁点も1文字です）。',
      },
    ]);
    expect(problems(header, [{ ...yamada, holderName: '　' }])).toEqual([{ index: 0, message: '口座名義カナが登録されていません。' }]);
  });

  it('cuts bank and branch names to 15 bytes without parting a kana from its ﾞ or ﾟ', () => {
    expect(cutZenginName('ｱｲｳｴｵｶｷｸｹｺｻｼｽｾｿﾞ', 15)).toBe('ｱｲｳｴｵｶｷｸｹｺｻｼｽｾ');
    expect(cutZenginName('ｱｲｳｴｵｶｷｸｹｺｻｼｽｿﾞｱ', 15)).toBe('ｱｲｳｴｵｶｷｸｹｺｻｼｽｿﾞ');
    expect(cutZenginName('ｱｲｳｴｵｶｷｸｹｺｻｼｽﾊﾟ', 15)).toBe('ｱｲｳｴｵｶｷｸｹｺｻｼｽﾊﾟ');
    expect(cutZenginName('ｱｲｳｴｵｶｷｸｹｺｻｼｽ ﾊﾟ', 15)).toBe('ｱｲｳｴｵｶｷｸｹｺｻｼｽ');
    expect(cutZenginName('ﾐｽﾞﾎ', 15)).toBe('ﾐｽﾞﾎ');
  });

  it('refuses a 依頼人名 that cannot be written or is longer than 40 bytes (index −1); abbreviates its 株式会社', () => {
    expect(problems({ ...header, requesterName: '山田商店' }, [yamada])).toEqual([
      { index: -1, message: '依頼人名に使用できない文字が含まれています：山、田、商、店' },
    ]);
    const { bytes } = build({ ...header, requesterName: 'サンプル株式会社' }, [yamada]);
    expect(String.fromCharCode(...bytes.subarray(14, 54)).trimEnd()).toBe(String.fromCharCode(...cp932('ｻﾝﾌﾟﾙ(ｶ')));
    expect(problems({ ...header, requesterName: 'ア'.repeat(41) }, [yamada])).toEqual([
      { index: -1, message: '依頼人名は半角に直して40文字以内にしてください（濁点・半濁点も1文字です）。' },
    ]);
  });
});

describe('refusals', () => {
  it('refuses amounts of zero, below zero, fractions and over ¥9,999,999,999', () => {
    expect(zenginPaymentProblems({ ...yamada, amount: 0 })).toEqual(['振込金額が0円以下です（¥0）。']);
    expect(zenginPaymentProblems({ ...yamada, amount: -500 })).toEqual(['振込金額が0円以下です（-¥500）。']);
    expect(zenginPaymentProblems({ ...yamada, amount: 10.5 })).toEqual(['振込金額が整数の円ではありません。']);
    expect(zenginPaymentProblems({ ...yamada, amount: 10_000_000_000 })).toEqual([
      '振込金額¥10,000,000,000は全銀形式の上限¥9,999,999,999を超えています。',
    ]);
    expect(zenginPaymentProblems({ ...yamada, amount: 9_999_999_999 })).toEqual([]);
  });

  it('refuses malformed bank, branch, account type, account number and customer code', () => {
    expect(
      zenginPaymentProblems({
        ...yamada,
        bankCode: '12',
        branchCode: 'ab1',
        accountType: 'other' as 'normal',
        accountNumber: '12345678',
        customerCode1: '12345678901',
      }),
    ).toEqual([
      '金融機関コードが4桁の数字ではありません。',
      '支店コードが3桁の数字ではありません。',
      '預金種目が正しくありません。',
      '口座番号が7桁以内の数字ではありません。',
      '顧客コードは10桁以内の数字で指定してください。',
    ]);
    expect(zenginPaymentProblems({ ...yamada, accountNumber: '' })).toEqual(['口座番号が7桁以内の数字ではありません。']);
  });

  it('refuses a header with a bad 依頼人コード or a transfer date that is not a business day', () => {
    expect(problems({ ...header, requesterCode: '123456789', transferDate: '2026-11-23' }, [yamada])).toEqual([
      { index: -1, message: '依頼人コードは10桁の数字で指定してください。' },
      { index: -1, message: '2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。' },
    ]);
  });

  it('refuses a savings 振込元口座: the header 預金種目 admits 1, 2 or 9 only (review §7.2 wrote 4)', () => {
    expect(problems({ ...header, accountType: 'savings' }, [yamada])).toEqual([
      {
        index: -1,
        message: '振込元口座の預金種目が貯蓄預金です。総合振込は貯蓄預金から振り込めません。設定の「振込元口座」で普通または当座の口座に変更してください。',
      },
    ]);
    // a worker's savings account stays a valid 受取 account: 4 in the data record
    const { bytes } = build({ ...header, accountType: 'current' }, [{ ...yamada, accountType: 'savings' }]);
    expect(String.fromCharCode(bytes[95]!)).toBe('2');
    expect(String.fromCharCode(bytes[122 + 42]!)).toBe('4');
  });

  it('refuses a 振込指定日 before today in Japan, and one a year or more ahead (MMDD has no year; review §7.6)', () => {
    expect(problems({ ...header, transferDate: '2026-11-19' }, [yamada])).toEqual([
      { index: -1, message: '振込指定日2026/11/19は過去の日付です（本日は2026/11/20）。本日以降の銀行営業日を指定してください。' },
    ]);
    expect(problems({ ...header, transferDate: '2027-11-22' }, [yamada])).toEqual([
      {
        index: -1,
        message: '振込指定日2027/11/22は1年以上先です。全銀形式の振込指定日は月日だけのため、2027/11/20より前の日付を指定してください。',
      },
    ]);
    expect(build({ ...header, transferDate: '2026-11-20' }, [yamada]).count).toBe(1);
    expect(build({ ...header, transferDate: '2027-11-19' }, [yamada]).count).toBe(1);
    expect(zenginTransferDateProblem('2027-11-19', TODAY)).toBeNull();
    expect(zenginTransferDateProblem('2027-11-24', '2026-11-24')).toContain('1年以上先');
    expect(zenginTransferDateProblem('2029-02-28', '2028-02-29')).toContain('1年以上先');
  });

  it('refuses an empty file', () => {
    expect(problems(header, [])).toEqual([{ index: -1, message: '振込データに出力する支払がありません。' }]);
  });

  it('lists every problem of every payment at once, and writes nothing', () => {
    const result = problems(header, [yamada, { ...yamada, amount: 0, holderName: '山田' }, { ...yamada, bankCode: 'x' }]);
    expect(result.map((p) => p.index)).toEqual([1, 1, 2]);
  });
});

describe('scale', () => {
  it('writes 10,000 payments (the timing target is `npm run bench`; here a loose ceiling for a loaded machine)', () => {
    const payments = Array.from({ length: 10_000 }, (_, i) => ({ ...yamada, amount: i + 1 }));
    const started = performance.now();
    const result = build(header, payments);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.bytes.length).toBe(10_003 * 122);
    expect(result.total).toBe((10_000 * 10_001) / 2);
  });
});

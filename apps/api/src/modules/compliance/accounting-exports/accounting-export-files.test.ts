/**
 * Golden files of the accounting exports: a small fixed set of documents is built into each format, the bytes are
 * parsed back with the repo's own CSV reader (lib/csv.ts; Shift_JIS decoded by iconv-lite) and every column is checked,
 * with the reason for each value. No database: the builders are pure.
 */
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { accountingFileName, formatRows, resolveMapping, type AccountingBank, type AccountingDocument, type AccountingFormat } from '@app/shared/accounting-exports';
import { ja } from '@app/shared/messages/ja';
import { csvText, parseCsvUpload } from '../../../lib/csv';
import type { HttpError } from '../../../lib/errors';
import { accountingFile, csvLines } from './accounting-export-files';

const registered = { code: 'W001', name: '山田 太郎', registrationNumber: 'T1234567890123' };
const unregistered = { code: 'W002', name: '佐藤 花子', registrationNumber: null };
const noDept = { departmentCode: null, departmentName: null, projectCode: null, projectName: null };
const dept = { departmentCode: '7', departmentName: '開発部', projectCode: 'pj1', projectName: '新規案件' };

/**
 * 1. 支払通知書 PN-202610-0001 to 山田 (registered), 検収 10/15 (10 % 100,000) and 10/20 (10 % 50,000, 8 % 10,000), a
 *    立替金 3,000, stored tax 15,000 (10 %) and 800 (8 %), 源泉 16,336 (⌊160,000 × 10.21 %⌋), to be paid 11/30.
 * 2. 請求書 INV-0001 of 佐藤 (no registration number), 検収 10/05: 10 % 20,000 + 2,000 → the 70 % 経過措置 (from 2026-10-01).
 * 3. Payment PY-202610-0001 of the notification, paid 10/31: 162,464 (= 110,000 + 52,464, the 未払金 after 源泉).
 * 4. Direct payment PY-202610-0002 to 佐藤, paid 10/31: 89,790 with 源泉 10,210.
 */
const documents: AccountingDocument[] = [
  {
    type: 'notification',
    number: 'PN-202610-0001',
    party: registered,
    paymentDate: '2026-11-30',
    perRate: [
      { rate: 10, base: 150_000, tax: 15_000 },
      { rate: 8, base: 10_000, tax: 800 },
    ],
    withholding: 16_336,
    lines: [
      { ...dept, kind: 'item', transactionDate: '2026-10-15', taxRate: 10, amount: 100_000, adjustmentCategory: null },
      { ...dept, kind: 'item', transactionDate: '2026-10-20', taxRate: 10, amount: 50_000, adjustmentCategory: null },
      { ...dept, kind: 'item', transactionDate: '2026-10-20', taxRate: 8, amount: 10_000, adjustmentCategory: null },
      { ...noDept, kind: 'adjustment', transactionDate: null, taxRate: null, amount: 3_000, adjustmentCategory: 'reimbursement' },
    ],
  },
  { type: 'invoice', number: 'INV-0001', party: unregistered, transactionDate: '2026-10-05', paymentDueDate: '2026-11-30', perRate: [{ rate: 10, base: 20_000, tax: 2_000 }], ...noDept },
  { type: 'payment', number: 'PY-202610-0001', party: registered, paidOn: '2026-10-31', amount: 162_464, withholding: 16_336, notificationNumber: 'PN-202610-0001', ...noDept },
  { type: 'payment', number: 'PY-202610-0002', party: unregistered, paidOn: '2026-10-31', amount: 89_790, withholding: 10_210, notificationNumber: null, ...noDept },
];
// the customer's own names: 外注費 is 業務委託費 in their master; 山田's 補助科目 is ヤマダタロウ
const mapping = resolveMapping([
  { kind: 'account', key: 'expense', value: '業務委託費' },
  { kind: 'worker', key: 'W001', value: 'ヤマダタロウ' },
]);
const banks = new Map<string, AccountingBank>([
  ['W001', { bankCode: '0001', bankName: 'ミズホ', branchCode: '001', branchName: 'トウキヨウ', accountType: 'normal', accountNumber: '1234567', holderKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }],
]);
const period = { from: '2026-10-01', to: '2026-10-31' };

async function parsed(format: AccountingFormat) {
  const built = formatRows(format, documents, mapping, banks, period);
  const file = accountingFile(format, built, accountingFileName(format, period.from, period.to));
  // 弥生 has no header row: parse with a line of column numbers in front so every data row comes back as a row
  const bytes = format === 'yayoi' ? Buffer.concat([Buffer.from(`${built.header.map((_, i) => i + 1).join(',')}\r\n`), file.bytes]) : file.bytes;
  const result = await parseCsvUpload(bytes);
  if (!result.ok) throw new Error(result.error);
  return { built, file, header: result.header, rows: result.rows.map((r) => r.cells) };
}

describe('freee 取引インポート', () => {
  it('has the 21 columns and one 支出 row per debit line', async () => {
    const { header, rows, built, file } = await parsed('freee_deals');
    expect(file.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf])); // UTF-8 with BOM
    expect(header).toHaveLength(21);
    expect(header.slice(0, 4)).toEqual(['収支区分', '管理番号', '発生日', '決済期日']);
    // INV-0001: 佐藤 has no 登録番号 and 10/05 is in the 70 % period → 課対仕入（控70）10%; 22,000 税込 with 2,000 tax
    expect(rows[0]).toEqual([
      '支出', // 収支区分: a purchase
      'INV-0001', // 管理番号: the document's number
      '2026/10/05', // 発生日: the 検収 date
      '2026/11/30', // 決済期日: the group's 支払期日
      'W002', // 取引先コード: the worker's code
      '佐藤 花子', // 取引先
      '業務委託費', // 勘定科目: the mapping's expense account
      '課対仕入（控70）10%', // 税区分
      '22000', // 金額 (税込)
      '内税', // 税計算区分: amounts include tax
      '2000', // 税額: as the invoice stored it
      '外注費 請求書 INV-0001', // 備考
      '', // 品目
      '', // 部門: the invoice's worker has no department
      '', '', '', '', // メモタグ, セグメント1–3
      '', '', '', // 決済日・決済口座・決済金額: not settled
    ]);
    // PN-202610-0001 on 10/15: 100,000 + its share of the 10 % tax (10,000 of 15,000), 部門 開発部
    expect(rows[1]!.slice(1, 11)).toEqual(['PN-202610-0001', '2026/10/15', '2026/11/30', 'W001', '山田 太郎', '業務委託費', '課対仕入10%', '110000', '内税', '10000']);
    expect(rows[1]![13]).toBe('開発部');
    // 10/20: 10 % 55,000 (5,000 tax), 8 % 10,800 (800 tax), 立替金 3,000 対象外
    expect(rows.slice(2, 5).map((r) => [r[2], r[6], r[7], r[8], r[10]])).toEqual([
      ['2026/10/20', '業務委託費', '課対仕入10%', '55000', '5000'],
      ['2026/10/20', '業務委託費', '課対仕入8%（軽）', '10800', '800'],
      ['2026/10/20', '立替金', '対象外', '3000', '0'],
    ]);
    // the direct payment: a settled deal — 外注費 100,000 (paid 89,790 + 源泉 10,210), 決済 on 10/31 from 普通預金 89,790
    expect(rows[5]!.slice(0, 11)).toEqual(['支出', 'PY-202610-0002', '2026/10/31', '', 'W002', '佐藤 花子', '業務委託費', '対象外', '100000', '内税', '0']);
    expect(rows[5]!.slice(18)).toEqual(['2026/10/31', '普通預金', '89790']);
    expect(rows).toHaveLength(6);
    // the 源泉 of PN-202610-0001 and the 消込 PY-202610-0001 cannot be 取引 rows: named in the notes
    expect(built.notes).toEqual([ja.accounting.notes.freeeWithholding(1), ja.accounting.notes.freeeSettlements(1)]);
  });
});

describe('freee 仕訳インポート', () => {
  it('writes each slip as rows of one 日付 and 伝票番号, with 預り金 and the 消込', async () => {
    const { header, rows } = await parsed('freee_journals');
    expect(header).toEqual([...formatRows('freee_journals', [], mapping, banks, period).header]);
    // slip 3 (PN on 10/20): three debits, two credits (未払金 net of 源泉, 預り金)
    const slip3 = rows.filter((r) => r[1] === '3');
    expect(slip3.map((r) => [r[0], r[3], r[5], r[9], r[11]])).toEqual([
      ['2026/10/20', '業務委託費', '55000', '未払金', '52464'], // 68,800 − 16,336 withheld
      ['2026/10/20', '業務委託費', '10800', '預り金', '16336'], // 源泉 to 預り金
      ['2026/10/20', '立替金', '3000', '', ''], // 立替金; no credit on this row
    ]);
    // slip 4: the 消込 未払金 / 普通預金 on the paid date
    expect(rows.find((r) => r[1] === '4')!.slice(0, 12)).toEqual(['2026/10/31', '4', '', '未払金', '対象外', '162464', '0', '山田 太郎', '', '普通預金', '対象外', '162464']);
  });
});

describe('マネーフォワード クラウド会計 仕訳帳', () => {
  it('has 27 columns A–AA with the インボイス column per transaction date', async () => {
    const { header, rows } = await parsed('mf_journals');
    expect(header).toHaveLength(27);
    expect([header[0], header[7], header[15], header[26]]).toEqual(['取引No', '借方インボイス', '貸方インボイス', '最終更新者']);
    // INV-0001: no registration number on 10/05 → 70%控除 (the value is a mapping default, not sourced)
    expect(rows[0]!.slice(0, 10)).toEqual(['1', '2026/10/05', '業務委託費', '佐藤 花子', '', '佐藤 花子', '課対仕入（控70）10%', '70%控除', '22000', '2000']);
    // its credit: 未払金 with the worker as 補助科目 and 取引先, no インボイス value (not a purchase)
    expect(rows[0]!.slice(10, 18)).toEqual(['未払金', '佐藤 花子', '', '佐藤 花子', '対象外', '', '22000', '0']);
    // 摘要 and 仕訳メモ (the document number); the remaining columns are empty
    expect(rows[0]!.slice(18)).toEqual(['外注費 請求書 INV-0001', 'INV-0001', '', '', '', '', '', '', '']);
    // PN (registered 山田): 適格 and the 補助科目 from the mapping
    expect(rows[1]!.slice(2, 8)).toEqual(['業務委託費', 'ヤマダタロウ', '開発部', '山田 太郎', '課対仕入10%', '適格']);
  });
});

describe('弥生インポート形式', () => {
  it('is Shift_JIS without a header, 25 columns, 識別フラグ 2000 or 2110/2100/2101', async () => {
    const { rows, file } = await parsed('yayoi');
    expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('2000'); // no BOM, no header
    expect(iconv.decode(file.bytes, 'cp932')).toContain('業務委託費');
    expect(rows.every((r) => r.length === 25)).toBe(true);
    expect(rows.map((r) => [r[0], r[1], r[3]])).toEqual([
      ['2000', '1', '2026/10/05'], // INV-0001: one row
      ['2000', '2', '2026/10/15'], // PN on 10/15: one row
      ['2110', '3', '2026/10/20'], // PN on 10/20: first of three
      ['2100', '3', '2026/10/20'],
      ['2101', '3', '2026/10/20'], // last
      ['2000', '4', '2026/10/31'], // the 消込
      ['2110', '5', '2026/10/31'], // the direct payment: 外注費 / 普通預金 + 預り金
      ['2101', '5', '2026/10/31'],
    ]);
    // the third row of slip 3: 立替金 (補助科目 the worker's, from the mapping) on the debit, no credit — 空白 with 金額 0
    // (as the source allows)
    expect(rows[4]!.slice(4, 16)).toEqual(['立替金', 'ヤマダタロウ', '', '対象外', '3000', '0', '', '', '', '', '0', '0']);
    // 摘要, 番号, 期日 (the payment date), タイプ 0, 生成元, 仕訳メモ (document), 付箋1 0, 付箋2, 調整 no
    expect(rows[0]!.slice(16)).toEqual(['外注費 請求書 INV-0001', '', '2026/11/30', '0', '', 'INV-0001', '0', '', 'no']);
  });

  it('refuses a character Shift_JIS cannot hold, naming the document', () => {
    const odd = resolveMapping([{ kind: 'worker', key: 'W002', value: '𠮷田' }]);
    const built = formatRows('yayoi', documents, odd, banks, period);
    const error = (() => {
      try {
        accountingFile('yayoi', built, 'x.txt');
      } catch (e) {
        return e as HttpError;
      }
      throw new Error('no error');
    })();
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual([ja.accounting.shiftJis('INV-0001', '𠮷'), ja.accounting.shiftJis('PY-202610-0002', '𠮷')]);
  });
});

describe('支払データ CSV', () => {
  it('has one row per document with amounts per rate, 源泉 and the bank', async () => {
    const { header, rows } = await parsed('payment_data');
    expect(header).toHaveLength(22);
    expect(rows).toHaveLength(4);
    // PN: 10 % 150,000 / 15,000, 8 % 10,000 / 800, 立替金 3,000, 源泉 16,336, paid 162,464 (= 175,800 + 3,000 − 16,336)
    expect(rows[0]).toEqual([
      '支払通知書', 'PN-202610-0001', '2026/10/15〜2026/10/20', '2026/11/30', '', 'W001', '山田 太郎', 'T1234567890123',
      '150000', '15000', '10000', '800', '3000', '16336', '162464',
      '0001', 'ミズホ', '001', 'トウキヨウ', '普通', '1234567', 'ﾔﾏﾀﾞ ﾀﾛｳ',
    ]);
    // INV-0001: no registration number, no bank on file
    expect(rows[1]!.slice(0, 15)).toEqual(['請求書', 'INV-0001', '2026/10/05', '2026/11/30', '', 'W002', '佐藤 花子', '', '20000', '2000', '0', '0', '0', '0', '22000']);
    expect(rows[1]!.slice(15).every((c) => c === '')).toBe(true);
    // the payments: paid date, 源泉 and the amount paid
    expect(rows[3]!.slice(0, 15)).toEqual(['支払', 'PY-202610-0002', '', '', '2026/10/31', 'W002', '佐藤 花子', '', '', '', '', '', '', '10210', '89790']);
  });
});

describe('the CSV writer', () => {
  it('writes the same text as lib/csv.ts csvText (quotes, formulas, CRLF)', () => {
    const header = ['a', 'b'];
    const rows = [
      ['=1+1', 'x,y'],
      ['"quoted"', 'line\nbreak'],
      ['-', '-1'],
      ['', '＝全角'],
    ];
    expect(csvLines([header, ...rows])).toBe(csvText(header, rows));
  });
});

import { describe, expect, it } from 'vitest';
import { exportProblems, exportWarnings, type PaymentExportRow } from './payment-export-validation';

const bank = {
  bankCode: '0009',
  bankName: 'ミツイスミトモ',
  branchCode: '254',
  branchName: 'シブヤ',
  accountType: 'normal' as const,
  accountNumber: '0012345',
  holderName: 'ﾔﾏﾀﾞ ﾀﾛｳ',
};
const row = (over: Partial<PaymentExportRow> = {}): PaymentExportRow => ({
  workerName: '山田 太郎',
  bank,
  amount: 110_000,
  paymentDate: '2026-11-24',
  alreadyExported: false,
  ...over,
});

describe('exportProblems', () => {
  it('finds nothing wrong with payments the 全銀 file can hold', () => {
    expect(exportProblems([row(), row({ workerName: '佐藤 花子', amount: 1 })], { exceptAlreadyExported: false })).toEqual([]);
  });

  it('names the worker without a bank account', () => {
    expect(exportProblems([row(), row({ workerName: '佐藤 花子', bank: null })], { exceptAlreadyExported: false })).toEqual([
      { index: 1, workerName: '佐藤 花子', message: '佐藤 花子: 振込先口座が登録されていません。' },
    ]);
  });

  it('names the characters of a holder name that 全銀 cannot hold', () => {
    const problems = exportProblems([row({ bank: { ...bank, holderName: '株式会社山田〜' } })], { exceptAlreadyExported: false });
    // 株式会社 is written as its 法人略語; the rest of the name must be kana
    expect(problems.map((p) => p.message)).toEqual([
      '山田 太郎: 口座名義カナに全銀形式で使用できない文字が含まれています：山、田、〜',
    ]);
  });

  it('refuses zero and negative amounts', () => {
    expect(
      exportProblems([row({ amount: 0 }), row({ workerName: '佐藤 花子', amount: -1_000, bank: null })], {
        exceptAlreadyExported: false,
      }).map((p) => p.message),
    ).toEqual([
      '山田 太郎: 振込金額が0円以下です（¥0）。',
      '佐藤 花子: 振込先口座が登録されていません。',
      '佐藤 花子: 振込金額が0円以下です（-¥1,000）。',
    ]);
  });

  it('refuses a payment date that is not a bank business day, with the next one', () => {
    expect(exportProblems([row({ paymentDate: '2026-11-23' })], { exceptAlreadyExported: false })).toEqual([
      {
        index: 0,
        workerName: '山田 太郎',
        message: '山田 太郎: 2026/11/23は銀行休業日（勤労感謝の日）のため振込日に指定できません。次の営業日は2026/11/24です。',
      },
    ]);
  });

  it('lists every problem of every payment, not only the first', () => {
    const problems = exportProblems(
      [
        row({ bank: { ...bank, holderName: '山田' }, amount: 0, paymentDate: '2026-12-31' }),
        row(),
        row({ workerName: '鈴木 一郎', bank: null }),
      ],
      { exceptAlreadyExported: false },
    );
    expect(problems.map((p) => [p.index, p.workerName])).toEqual([
      [0, '山田 太郎'],
      [0, '山田 太郎'],
      [0, '山田 太郎'],
      [2, '鈴木 一郎'],
    ]);
  });

  it('passes over payments already exported when they are excepted, and checks them when they are not', () => {
    const rows = [row({ alreadyExported: true, bank: null }), row({ workerName: '佐藤 花子' })];
    expect(exportProblems(rows, { exceptAlreadyExported: true })).toEqual([]);
    expect(exportProblems(rows, { exceptAlreadyExported: false }).map((p) => p.index)).toEqual([0]);
  });

  it('says so when nothing is left to export', () => {
    expect(exportProblems([row({ alreadyExported: true })], { exceptAlreadyExported: true })).toEqual([
      { index: -1, workerName: '', message: '振込データに出力する支払がありません。' },
    ]);
    expect(exportProblems([], { exceptAlreadyExported: false })).toHaveLength(1);
  });
});

describe('exportWarnings (N2: a changed account is pointed out, never refused)', () => {
  const now = new Date('2026-11-25T03:00:00Z');
  const at = (iso: string) => ({ bankAccountUpdatedAt: iso, paymentCreatedAt: '2026-10-01T00:00:00Z' });
  it('warns when the account changed within 14 days, or after the payment was created', () => {
    const warnings = exportWarnings(
      [
        row({ ...at('2026-11-20T16:00:00Z'), paymentCreatedAt: '2026-11-21T00:00:00Z' }), // changed before the payment, 4 days ago
        row({ workerName: '佐藤 花子', ...at('2026-10-15T00:00:00Z') }), // after the payment (created 10-01), 41 days ago
        row({ workerName: '鈴木 一郎', ...at('2026-09-01T00:00:00Z') }), // long ago, before the payment
      ],
      { exceptAlreadyExported: false, now },
    );
    expect(warnings.map((w) => [w.index, w.message])).toEqual([
      [0, '山田 太郎: 振込口座が2026/11/21に変更されています。本人による変更か確認してから出力してください。'],
      [1, '佐藤 花子: この支払の作成後（2026/10/15）に振込口座が変更されています。変更後の口座に振り込まれます。'],
    ]);
    // none of it blocks the file
    expect(exportProblems([row(at('2026-11-24T00:00:00Z'))], { exceptAlreadyExported: false })).toEqual([]);
  });

  it('warns when the holder kana is not the worker フリガナ (spaces, width and small kana aside)', () => {
    const warnings = exportWarnings(
      [
        row({ workerKana: 'ヤマダ　タロウ' }),
        row({ workerKana: 'やまだ たろう' }),
        row({ workerName: '田中 健太', workerKana: 'タナカ ケンタ', bank: { ...bank, holderName: 'ｱﾀﾂｶ- ﾀﾛｳ' } }),
        row({ workerKana: '' }),
      ],
      { exceptAlreadyExported: false, now },
    );
    expect(warnings.map((w) => w.message)).toEqual(['田中 健太: 口座名義カナ（ｱﾀﾂｶ- ﾀﾛｳ）がワーカーのフリガナ（タナカ ケンタ）と一致しません。']);
  });

  it('passes over rows left out of the file and rows without an account', () => {
    const old = { ...at('2026-11-24T00:00:00Z'), workerKana: 'ベツジン' };
    expect(exportWarnings([row({ ...old, alreadyExported: true }), row({ ...old, bank: null })], { exceptAlreadyExported: true, now })).toEqual([]);
  });
});

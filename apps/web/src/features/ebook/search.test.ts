/** The 電子帳簿 search form's checks and the query it builds (features/ebook/search.ts). */
import { describe, expect, it } from 'vitest';
import { emptySearchForm, formOfQuery, readSearchForm } from './search';

describe('readSearchForm', () => {
  it('builds the API query from every condition (dates as YYYY-MM-DD, amounts as yen, blanks left out)', () => {
    const read = readSearchForm({ ...emptySearchForm, dateFrom: '2026/4/1', dateTo: '2026-04-30', amountFrom: '１００，０００', amountTo: 200_000, partner: ' 山田 ', kind: 'invoice', corrected: true });
    expect(read).toEqual({
      ok: true,
      conditions: {
        date_from: '2026-04-01',
        date_to: '2026-04-30',
        amount_from: 100_000,
        amount_to: 200_000,
        partner: '山田',
        kind: 'invoice',
        number: undefined,
        corrected: 'true',
      },
    });
    expect(formOfQuery(read.ok ? read.conditions : {})).toEqual({ ...emptySearchForm, dateFrom: '2026/04/01', dateTo: '2026/04/30', amountFrom: 100_000, amountTo: 200_000, partner: '山田', kind: 'invoice', corrected: true });
  });

  it('says under each input what is wrong: a range backwards, not a date, no such day, not an amount, too large', () => {
    expect(readSearchForm({ ...emptySearchForm, dateFrom: '2026/05/01', dateTo: '2026/04/01', amountFrom: 5000, amountTo: 1000 })).toEqual({
      ok: false,
      errors: { dateFrom: '「から」は「まで」以前の日付にしてください。', amountFrom: '「から」は「まで」以下の金額にしてください。' },
    });
    expect(readSearchForm({ ...emptySearchForm, dateFrom: '4月1日', dateTo: '2026/02/30', amountFrom: '千円', amountTo: 1_000_000_000_000 })).toEqual({
      ok: false,
      errors: {
        dateFrom: '日付はYYYY/MM/DDの形式で入力してください。',
        dateTo: '日付が正しくありません（存在しない日付か、扱えない年です）。',
        amountFrom: '金額は数字で入力してください（例：100000、100,000）',
        amountTo: '取引金額は999,999,999,999円以下で入力してください。',
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { contractPeriodText, parseOccupation, workerInviteFieldsSchema } from './workers';
import { ja } from './messages/ja';

describe('parseOccupation', () => {
  it('accepts the key or the Japanese label, empty as none, anything else as invalid', () => {
    expect(parseOccupation('engineer')).toBe('engineer');
    expect(parseOccupation('バックオフィス')).toBe('backoffice');
    expect(parseOccupation(' ')).toBeNull();
    expect(parseOccupation('パイロット')).toBeUndefined();
  });
});

describe('contractPeriodText', () => {
  it('formats the period on screen as YYYY/MM/DD〜YYYY/MM/DD', () => {
    expect(contractPeriodText('2026-04-01', '2027-03-31')).toBe('2026/04/01〜2027/03/31');
    expect(contractPeriodText('2026-04-01', null)).toBe('2026/04/01〜');
    expect(contractPeriodText(null, null)).toBe('');
  });
});

describe('workerInviteFieldsSchema', () => {
  const base = { full_name: '山田 太郎', email: 'Yamada@Example.com', contract_title: '契約', start_date: '2026/04/01' };
  it('normalises kana to full-width, e-mail to lower case and dates to the wire format', () => {
    const parsed = workerInviteFieldsSchema.parse({ ...base, full_namekana: 'ﾔﾏﾀﾞ ﾀﾛｳ', end_date: '' });
    expect(parsed).toMatchObject({ full_namekana: 'ヤマダ タロウ', email: 'yamada@example.com', start_date: '2026-04-01', end_date: null });
  });
  it('reads contract dates by the same rule as the contract form (one parser for business dates)', () => {
    for (const date of ['2026/4/1', '2026-04-01', '1900/01/01', '2999/12/31']) {
      expect(workerInviteFieldsSchema.safeParse({ ...base, start_date: date }).success).toBe(true);
    }
    // the right format but no such day, or a year outside 1900–2999: said so, not asked for the format (issue #21)
    for (const date of ['3000/01/01', '1899/12/31', '2026/02/30']) {
      expect(workerInviteFieldsSchema.safeParse({ ...base, start_date: date }).error?.issues[0]?.message).toBe(ja.validation.dateInvalid);
    }
    expect(workerInviteFieldsSchema.safeParse({ ...base, start_date: '20260401' }).error?.issues[0]?.message).toBe('日付はYYYY/MM/DDの形式で入力してください。');
  });
  it('refuses an end before the start with the SPEC message', () => {
    const result = workerInviteFieldsSchema.safeParse({ ...base, end_date: '2026/03/31' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', '契約開始日より前の日付を設定することはできません']]);
  });
});

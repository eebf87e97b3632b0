import { describe, expect, it } from 'vitest';
import { agentContractFormSchema, agentFormSchema, formatRatePercent, parseRatePercent } from './agents';

describe('fee rates in basis points', () => {
  it('parses percent texts without floating point', () => {
    expect(parseRatePercent('15')).toBe(1500);
    expect(parseRatePercent('12.5')).toBe(1250);
    expect(parseRatePercent('0.01')).toBe(1);
    expect(parseRatePercent('100')).toBe(10000);
    for (const bad of ['0', '100.01', '1.234', '-5', 'abc', '']) expect(parseRatePercent(bad), bad).toBeNull();
  });
  it('formats back', () => {
    expect(formatRatePercent(1250)).toBe('12.5');
    expect(formatRatePercent(1500)).toBe('15');
    expect(formatRatePercent(1)).toBe('0.01');
  });
});

describe('agentFormSchema', () => {
  const base = { name: '株式会社テスト紹介', entity_type: 'corporation' };
  it('checks a corporation’s invoice number check digit, an individual’s format only', () => {
    expect(agentFormSchema.safeParse({ ...base, invoice_registration_number: 'T7000012050002' }).success).toBe(true);
    const wrong = agentFormSchema.safeParse({ ...base, invoice_registration_number: 'T1000012050002' });
    expect(wrong.error?.issues[0]?.message).toBe('インボイス登録番号の法人番号が正しくありません（チェックデジット不一致）。');
    expect(agentFormSchema.safeParse({ ...base, entity_type: 'individual', invoice_registration_number: 'T1000012050002' }).success).toBe(true);
    expect(agentFormSchema.safeParse({ ...base, invoice_registration_number: '7000012050002' }).error?.issues[0]?.message).toBe(
      'インボイス登録番号はTに続く13桁の数字で入力してください。',
    );
  });
  it('empty optional texts become null; kana must be katakana', () => {
    expect(agentFormSchema.parse({ ...base, email: '', name_kana: 'テストショウカイ' })).toMatchObject({ email: null, name_kana: 'テストショウカイ' });
    expect(agentFormSchema.safeParse({ ...base, name_kana: 'てすと' }).success).toBe(false);
  });
});

describe('agentContractFormSchema', () => {
  const base = { title: '紹介契約', start_date: '2026/04/01', fee_type: 'rate', fee_rate: '15', usance: 'within_30_days', worker_code_list: [] };
  it('needs the fee of the chosen type', () => {
    expect(agentContractFormSchema.parse(base)).toMatchObject({ fee_rate: 1500, fixed_fee: null });
    const missing = agentContractFormSchema.safeParse({ ...base, fee_type: 'fixed' });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['fixed_fee'], message: '紹介料を入力してください。' });
    expect(agentContractFormSchema.safeParse({ ...base, fee_type: 'fixed', fixed_fee: '300,000' }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { contractFormSchema, slackWebhookUrlSchema } from './contracts';

describe('slack webhook URL', () => {
  it('accepts https only', () => {
    expect(slackWebhookUrlSchema.parse('https://hooks.slack.com/services/x')).toBe('https://hooks.slack.com/services/x');
    expect(slackWebhookUrlSchema.parse('')).toBeNull();
    expect(slackWebhookUrlSchema.safeParse('http://hooks.slack.com/x').success).toBe(false);
    expect(slackWebhookUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(slackWebhookUrlSchema.safeParse('https://localhost/x').success).toBe(false);
  });
});

describe('contractFormSchema', () => {
  const base = {
    title: '契約',
    contract_type: 'outsourcing',
    start_date: '2026/04/01',
    end_date: '',
    unit_price_type: 'monthly',
    unit_price: '',
    tax_type: 'excluded',
    tax_rate: '10',
    withholding_type: 'not_withhold',
    usance: 'end_of_month_next_month_25',
    business_field: '',
    memo: '',
    is_enable_time_tracking: false,
    time_tracking_slack_webhook_url: '',
    project_id_list: [],
    purchase_order_item_group_templates: [],
  };
  it('parses the form texts', () => {
    const v = contractFormSchema.parse({ ...base, unit_price: '1,234,567' });
    expect(v).toMatchObject({ start_date: '2026-04-01', end_date: null, unit_price: 1234567, tax_rate: 10, business_field: null });
  });
  it('gives the SPEC messages', () => {
    const money = contractFormSchema.safeParse({ ...base, unit_price: '12,34' });
    expect(money.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['unit_price', '金額は数字で入力してください（例：100000、100,000）']]);
    const dates = contractFormSchema.safeParse({ ...base, end_date: '2026/03/01' });
    expect(dates.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', '契約開始日より前の日付を設定することはできません']]);
  });
});

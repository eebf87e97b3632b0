import { describe, expect, it } from 'vitest';
import {
  contractFormSchema,
  endsBeforeStart,
  closesMonthly,
  latestPaymentDate,
  lineTotal,
  slackWebhookUrlSchema,
  usances,
} from './contracts';
import { latestAllowedDueDate, PAYMENT_DEADLINE_DAYS } from './order-rules';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('usances (支払サイト) and フリーランス新法 60 days', () => {
  it('the example of DOMAIN.md: received 2024-11-01 → latest allowed 2024-12-30', () => {
    expect(addDays('2024-11-01', PAYMENT_DEADLINE_DAYS)).toBe('2024-12-30');
  });
  it('computes payment dates', () => {
    expect(latestPaymentDate('end_of_month_next_month_25', '2026-07-01')).toBe('2026-08-25');
    expect(latestPaymentDate('end_of_month_next_month_25', '2026-07-31')).toBe('2026-08-25');
    expect(latestPaymentDate('day_15_same_month_end', '2026-07-16')).toBe('2026-08-31');
    expect(latestPaymentDate('day_15_same_month_end', '2026-07-15')).toBe('2026-07-31');
    expect(latestPaymentDate('day_20_next_month_10', '2026-12-21')).toBe('2027-02-10');
    expect(latestPaymentDate('within_30_days', '2026-12-15')).toBe('2027-01-13');
  });
  it('月末締め翌月末払い pays at the end of the following month', () => {
    expect(latestPaymentDate('end_of_month_next_month_end', '2026-07-01')).toBe('2026-08-31');
    expect(latestPaymentDate('end_of_month_next_month_end', '2026-12-31')).toBe('2027-01-31');
    expect(latestPaymentDate('end_of_month_next_month_end', '2027-01-15')).toBe('2027-02-28');
  });
  it('every choice keeps the rule (59 days, or the end of the next month when closing monthly) for every day of 2024–2028', () => {
    for (const usance of usances) {
      for (let day = 0; day < 365 * 5 + 1; day++) {
        const received = addDays('2024-01-01', day);
        const pay = latestPaymentDate(usance, received);
        expect(pay >= received, `${usance} ${received}`).toBe(true);
        const latest = latestAllowedDueDate({ receivedOn: received, monthlyClosing: closesMonthly(usance) });
        expect(pay <= latest, `${usance} ${received} → ${pay}`).toBe(true);
      }
    }
  });
});

describe('dates', () => {
  it('afterStartDate', () => {
    expect(endsBeforeStart('2026-04-01', '2026-03-31')).toBe(true);
    expect(endsBeforeStart('2026-04-01', '2026-04-01')).toBe(false);
    expect(endsBeforeStart('2026-04-01', null)).toBe(false);
  });
});

describe('line totals (SPEC §9 limit 10,000,000)', () => {
  it('adds truncated tax to the truncated amount', () => {
    expect(lineTotal(1, 105, 10)).toBe(115);
    expect(lineTotal(1.5, 333, 10)).toBe(499 + 49);
    expect(lineTotal(10, 909_090, 10)).toBe(9_999_990);
  });
});

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
    const money = contractFormSchema.safeParse({ ...base, unit_price: '1234' });
    expect(money.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['unit_price', 'カンマ区切りで金額を入力してください']]);
    const dates = contractFormSchema.safeParse({ ...base, end_date: '2026/03/01' });
    expect(dates.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['end_date', '契約開始日より前の日付を設定することはできません']]);
  });
});

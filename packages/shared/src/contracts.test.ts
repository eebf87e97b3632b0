import { describe, expect, it } from 'vitest';
import { contractFormSchema, contractTimeProblems, describeContractTimeRounding, describeRemuneration, describeTimeSettlement, slackWebhookUrlSchema, timeSettlementPreview, timeSettlementSchema } from './contracts';
import { ja } from './messages/ja';

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

describe('a contract’s 精算幅 and rounding of worked time', () => {
  const split = timeSettlementSchema.parse({ lower_hours: '140', upper_hours: '１８０', rate_method: 'split' });

  it('reads 「140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）」 and 「15分単位・切り捨て（日ごと）」', () => {
    expect(describeTimeSettlement(600_000, split)).toBe('140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）');
    expect(describeTimeSettlement(600_000, { ...split, lower_hours: null })).toBe('〜180時間（上下割: 超過 ¥3,330）');
    expect(describeContractTimeRounding({ unit: 15, mode: 'floor', scope: 'day' })).toBe('15分単位・切り捨て（日ごと）');
  });

  it('states how a contract paid by time computes its amount (報酬の算定方法 on the 発注書), and nothing for others', () => {
    const rounding = { unit: 15, mode: 'floor', scope: 'day' } as const;
    expect(describeRemuneration({ unit_price_type: 'monthly', unit_price: 600_000, time_settlement: split, time_rounding: rounding })).toBe(
      '月額 ¥600,000、精算幅 140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）（稼働時間の丸め: 15分単位・切り捨て（日ごと））',
    );
    expect(describeRemuneration({ unit_price_type: 'hourly', unit_price: 5_000, time_settlement: null, time_rounding: null })).toBe('時間単価 ¥5,000');
    expect(describeRemuneration({ unit_price_type: 'monthly', unit_price: 600_000, time_settlement: null, time_rounding: rounding })).toBeNull();
    expect(describeRemuneration({ unit_price_type: 'fixed', unit_price: 300_000, time_settlement: null, time_rounding: null })).toBeNull();
  });

  it('previews the rule in words and an example month 10 hours past 上限', () => {
    expect(timeSettlementPreview(600_000, split)).toEqual({
      rates: '控除単価 ¥4,280／超過単価 ¥3,330',
      rules: ['140時間に満たない分は1時間¥4,280', '180時間を超えた分は1時間¥3,330'],
      example: '例: 稼働 190時間の月 → 基本料金 ¥600,000、超過 10時間 × ¥3,330 = ¥33,300、合計 ¥633,300',
    });
    expect(timeSettlementPreview(null, split)).toBeNull();
  });

  it('allows a 精算幅 only on 月額 with a 単価, a rounding only on 月額 or 時間単価, and names the field', () => {
    const rounding = { unit: 15, mode: 'floor', scope: 'day' } as const;
    expect(contractTimeProblems({ unit_price_type: 'monthly', unit_price: 600_000, time_settlement: split, time_rounding: rounding })).toEqual([]);
    expect(contractTimeProblems({ unit_price_type: 'hourly', unit_price: 5_000, time_settlement: split, time_rounding: rounding })).toEqual([
      { path: ['time_settlement'], message: ja.timeTracking.contract.settlementNeedsMonthly },
    ]);
    expect(contractTimeProblems({ unit_price_type: 'monthly', unit_price: null, time_settlement: split, time_rounding: null })).toHaveLength(1);
    expect(contractTimeProblems({ unit_price_type: 'daily', unit_price: 20_000, time_settlement: null, time_rounding: rounding })).toEqual([
      { path: ['time_rounding'], message: ja.timeTracking.contract.roundingNeedsTimeBased },
    ]);
    expect(contractTimeProblems({ unit_price_type: 'monthly', unit_price: 600_000, time_settlement: { ...split, rate_method: 'given', deduction_rate: 4_000 }, time_rounding: null })).toEqual([
      { path: ['time_settlement', 'excess_rate'], message: ja.timeTracking.rangeErrors.excessRateRequired },
    ]);
  });
});

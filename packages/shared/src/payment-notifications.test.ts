import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  bulkCreateBodySchema,
  bulkDiscardQuerySchema,
  bulkUpdateBodySchema,
  canTransition,
  defaultPaymentDate,
  dueDateSuggestion,
  notificationTotals,
  paymentMonthOf,
  transitionalShares,
  transitionalStatement,
} from './payment-notifications';
import { ja } from './messages/ja';

const item = (amount: number, taxRate = 10, withholds = true) => ({ amount, taxRate, withholds });
const individual = { individual: true, paymentDate: '2026-12-25' };

describe('notificationTotals', () => {
  it('rounds the tax once per rate over the whole notification (3 × ¥105 at 10 % → ¥31)', () => {
    const t = notificationTotals([item(105, 10, false), item(105, 10, false), item(105, 10, false)], individual);
    expect(t.perRate).toEqual([{ rate: 10, base: 315, tax: 31 }]);
    expect(t.transferAmount).toBe(346);
  });

  it('keeps each rate apart, 10 % before 8 %', () => {
    const t = notificationTotals([item(1_005, 8, false), item(2_005, 10, false)], individual);
    expect(t.perRate).toEqual([
      { rate: 10, base: 2_005, tax: 200 },
      { rate: 8, base: 1_005, tax: 80 },
    ]);
    expect(t.taxTotal).toBe(280);
  });

  it('withholds 10.21 % up to ¥1,000,000 and 20.42 % above, on the tax-excluded amount', () => {
    expect(notificationTotals([item(1_000_000)], individual).withholding).toBe(102_100);
    expect(notificationTotals([item(1_000_001)], individual).withholding).toBe(102_100);
    expect(notificationTotals([item(1_000_005)], individual).withholding).toBe(102_101);
    const t = notificationTotals([item(100_000)], individual);
    expect(t).toMatchObject({ taxTotal: 10_000, withholding: 10_210, transferAmount: 99_790 });
  });

  it('withholds only the lines of withholding contracts, and never from a corporation', () => {
    expect(notificationTotals([item(100_000, 10, true), item(50_000, 10, false)], individual).withholdingBase).toBe(100_000);
    expect(notificationTotals([item(100_000)], { individual: false, paymentDate: '2026-12-25' }).withholding).toBe(0);
  });

  it('adds adjustments (立替経費) untaxed and unwithheld', () => {
    const t = notificationTotals([item(100_000), { amount: 3_300, taxRate: null, withholds: false }], individual);
    expect(t).toMatchObject({ subtotal: 100_000, taxTotal: 10_000, withholding: 10_210, adjustmentTotal: 3_300, transferAmount: 103_090 });
  });
});

describe('transitions', () => {
  it('lets the company edit, send and discard only before sending or after a 修正依頼', () => {
    expect(allowedActions('before_sending', 'employee')).toEqual(['update', 'submit', 'discard']);
    expect(allowedActions('rejected', 'employee')).toEqual(['update', 'submit', 'discard']);
    expect(allowedActions('reviewing', 'employee')).toEqual([]);
    expect(allowedActions('approved', 'employee')).toEqual([]);
  });

  it('lets the worker answer only a sent notification, and only an approved one becomes paid', () => {
    expect(allowedActions('reviewing', 'worker')).toEqual(['approve', 'reject']);
    expect(allowedActions('approved', 'worker')).toEqual([]);
    expect(canTransition('pay', 'approved')).toBe(true);
    expect(canTransition('pay', 'reviewing')).toBe(false);
  });
});

describe('bodies', () => {
  it('accepts the SPEC camelCase and refuses an empty or duplicated list in Japanese', () => {
    expect(bulkCreateBodySchema.parse({ purchaseOrderItemGroupIds: [3, 1] })).toEqual([3, 1]);
    expect(bulkCreateBodySchema.safeParse({ purchaseOrderItemGroupIds: [] }).error?.issues[0]?.message).toBe('納品単位を1件以上選択してください。');
    expect(bulkCreateBodySchema.safeParse({ purchaseOrderItemGroupIds: [1, 1] }).error?.issues[0]?.message).toBe('同じIDが重複しています。');
  });

  it('reads payment_notification_ids[] from the query, one or many', () => {
    expect(bulkDiscardQuerySchema.parse({ 'payment_notification_ids[]': '4' })).toEqual([4]);
    expect(bulkDiscardQuerySchema.parse({ 'payment_notification_ids[]': ['4', '5'] })).toEqual([4, 5]);
  });

  it('refuses a zero adjustment and a nameless one', () => {
    const r = bulkUpdateBodySchema.safeParse({
      payment_notifications: [{ id: 1, payment_date: '2026-12-25', adjustments: [{ name: '', amount: 0, category: 'reimbursement' }] }],
    });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['調整項目の名称を入力してください。', '調整項目の金額は0円以外で入力してください。']);
  });
});

it('takes the payment month from the due date, then the 検収日', () => {
  expect(paymentMonthOf({ paymentDueDate: '2026-12-31', inspectedOn: '2026-11-20' }, '2026-11-23')).toBe('2026-12');
  expect(paymentMonthOf({ paymentDueDate: null, inspectedOn: '2026-11-20' }, '2026-11-23')).toBe('2026-11');
});

describe('経費精算 and 立替金 (所得税基本通達 204-2, 204-4)', () => {
  it('taxes an 経費精算 line at its rate within the per-rate rounding and withholds it with the 報酬; 立替金 stays 不課税', () => {
    const t = notificationTotals(
      [
        item(105, 10, true),
        item(105, 10, true),
        { amount: 105, taxRate: 10, withholds: false, category: 'expense' },
        { amount: 5_000, taxRate: null, withholds: false, category: 'reimbursement' },
      ],
      individual,
    );
    // one rounding over 315 at 10 % (per line would give 30)
    expect(t.perRate).toEqual([{ rate: 10, base: 315, tax: 31 }]);
    expect(t).toMatchObject({ subtotal: 315, withholdingBase: 315, withholding: 32, adjustmentTotal: 5_000, transferAmount: 315 + 31 - 32 + 5_000 });
  });

  it('withholds an 経費精算 only when the 報酬 it comes with is withheld (never for a corporation)', () => {
    const expense = { amount: 10_000, taxRate: 8, withholds: false, category: 'expense' as const };
    expect(notificationTotals([item(100_000, 10, false), expense], individual)).toMatchObject({ withholdingBase: 0, taxTotal: 10_800 });
    expect(notificationTotals([item(100_000, 10, true), expense], individual).withholdingBase).toBe(110_000);
    expect(notificationTotals([item(100_000, 10, true), expense], { individual: false, paymentDate: '2026-12-25' }).withholding).toBe(0);
  });
});

describe('adjustments: no 減額 through the back door', () => {
  const body = (adjustment: Record<string, unknown>) =>
    bulkUpdateBodySchema.safeParse({ payment_notifications: [{ id: 1, payment_date: '2026-12-25', adjustments: [adjustment] }] });
  const messages = (adjustment: Record<string, unknown>) => body(adjustment).error?.issues.map((i) => i.message) ?? [];
  const fee = (name: string) => ja.paymentNotifications.transferFeeDeduction(name);

  it('refuses a transfer fee deducted, however the name is written (full-width, half-width, spaced)', () => {
    for (const name of ['振込手数料', '振込 手数料', '銀行手数料（差引）', '振込料', 'ﾌﾘｺﾐﾃｽｳﾘｮｳ', 'てすうりょう']) {
      expect(messages({ name, amount: -440, category: 'other', reason: '先方合意' }), name).toEqual([fee(name)]);
    }
    // the review's case (§5.7)
    expect(messages({ name: '振込手数料', amount: -440, category: 'overpayment' })).toEqual([fee('振込手数料')]);
    // a fee the company pays on top is not a deduction
    expect(body({ name: '振込手数料', amount: 440, category: 'reimbursement' }).success).toBe(true);
  });

  it('requires a category: 立替金 or 経費精算 for a positive one, 過払い精算・返品・その他 (with a reason) for a negative one', () => {
    expect(messages({ name: '交通費', amount: 3_300 })).toEqual([ja.paymentNotifications.adjustmentCategoryRequired]);
    expect(messages({ name: '交通費', amount: 3_300, category: 'other' })).toEqual([ja.paymentNotifications.positiveAdjustmentCategory]);
    expect(messages({ name: '前月の過払い', amount: -5_000, category: 'reimbursement' })).toEqual([ja.paymentNotifications.negativeAdjustmentCategory]);
    expect(messages({ name: '相殺', amount: -5_000, category: 'other' })).toEqual([ja.paymentNotifications.adjustmentReasonRequired]);
    expect(body({ name: '相殺', amount: -5_000, category: 'other', reason: '貸付金の返済（書面合意 2026/09/01）' }).success).toBe(true);
    expect(body({ name: '前月の過払い', amount: -5_000, category: 'overpayment' }).success).toBe(true);
    expect(messages({ name: '交通費', amount: 3_300, category: 'reimbursement', tax_rate: 10 })).toEqual([ja.paymentNotifications.adjustmentTaxRateOnlyExpense]);
    expect(body({ name: '交通費', amount: 3_000, category: 'expense', tax_rate: 10 }).success).toBe(true);
    expect(body({ name: '交通費', amount: 3_000, category: 'expense' }).data?.payment_notifications[0]?.adjustments[0]?.tax_rate).toBe(10);
  });
});

describe('経過措置 by the date of each 課税仕入れ', () => {
  it('groups the lines’ dates by share: a notification across 2026-09-30 / 10-01 states 80 % and 70 %', () => {
    expect(transitionalShares(['2026-10-01', '2026-09-30', '2026-09-15', '2026-10-01'])).toEqual([
      { percent: 80, from: '2026-09-15', to: '2026-09-30' },
      { percent: 70, from: '2026-10-01', to: '2026-10-01' },
    ]);
    expect(transitionalStatement(transitionalShares(['2026-09-30', '2026-10-01']), '2026-10-30')).toBe(
      '登録なし（経過措置：仕入税額控除 2026/09/30の取引は80%、2026/10/01の取引は70%）',
    );
    // one share: as before
    expect(transitionalStatement(transitionalShares(['2026-06-30']), '2026-07-31')).toBe('登録なし（経過措置：仕入税額控除80%、2026/06/30時点）');
    expect(transitionalStatement([], '2026-10-30')).toBe('登録なし（経過措置：仕入税額控除70%、2026/10/30時点）');
  });
});

describe('the default 支払予定日 and 支払期日 on a bank holiday', () => {
  it('pays a Saturday 支払期日 on the Friday before, or the Monday after under a 順延 agreement, and keeps every due date', () => {
    expect(defaultPaymentDate([{ dueDate: '2026-10-31', postponementAgreed: false }], '2026-10-31')).toBe('2026-10-30');
    expect(defaultPaymentDate([{ dueDate: '2026-10-31', postponementAgreed: true }], '2026-10-31')).toBe('2026-11-02');
    expect(
      defaultPaymentDate(
        [
          { dueDate: '2026-10-31', postponementAgreed: true },
          { dueDate: '2026-10-25', postponementAgreed: false },
        ],
        '2026-10-31',
      ),
    ).toBe('2026-10-23');
    expect(defaultPaymentDate([], '2026-10-31')).toBe('2026-10-30');
  });

  it('suggests the day to pay when the 支払期日 is a bank holiday, and nothing on a business day', () => {
    expect(dueDateSuggestion({ dueDate: '2026-10-31', postponementAgreed: false })).toBe(ja.paymentDue.holidaySuggestion('2026-10-31', '土曜日', '2026-10-30'));
    expect(dueDateSuggestion({ dueDate: '2026-10-31', postponementAgreed: true })).toBe(ja.paymentDue.postponedSuggestion('2026-10-31', '土曜日', '2026-11-02'));
    expect(dueDateSuggestion({ dueDate: '2026-10-30', postponementAgreed: false })).toBeNull();
  });
});

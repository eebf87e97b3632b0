import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  bulkCreateBodySchema,
  bulkDiscardQuerySchema,
  bulkUpdateBodySchema,
  canTransition,
  notificationTotals,
  paymentMonthOf,
} from './payment-notifications';

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
      payment_notifications: [{ id: 1, payment_date: '2026-12-25', adjustments: [{ name: '', amount: 0 }] }],
    });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual(['調整項目の名称を入力してください。', '調整項目の金額は0円以外で入力してください。']);
  });
});

it('takes the payment month from the due date, then the 検収日', () => {
  expect(paymentMonthOf({ paymentDueDate: '2026-12-31', inspectedOn: '2026-11-20' }, '2026-11-23')).toBe('2026-12');
  expect(paymentMonthOf({ paymentDueDate: null, inspectedOn: '2026-11-20' }, '2026-11-23')).toBe('2026-11');
});

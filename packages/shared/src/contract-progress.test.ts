import { describe, expect, it } from 'vitest';
import { contractProgress, groupProgress, progressLabels } from './contract-progress';

describe('contract progress labels', () => {
  it('reads a group from its latest delivery, then its latest invoice', () => {
    expect(groupProgress(null, null)).toBe('delivery_not_submitted');
    expect(groupProgress('reviewing', null)).toBe('delivery_reviewing');
    expect(groupProgress('rejected', 'approved')).toBe('delivery_fix_requested');
    expect(groupProgress('approved', null)).toBe('invoice_not_submitted');
    expect(groupProgress('approved', 'reviewing')).toBe('invoice_reviewing');
    expect(groupProgress('approved', 'rejected')).toBe('invoice_fix_requested');
    expect(groupProgress('approved', 'approved')).toBe('invoice_approved');
  });

  it('follows the 支払通知書 that holds the group', () => {
    expect(groupProgress('approved', null, 'before_sending')).toBe('invoice_approved');
    expect(progressLabels[groupProgress('approved', 'approved', 'reviewing')]).toBe('支払通知書確認中');
    expect(progressLabels[groupProgress('approved', null, 'rejected')]).toBe('支払通知書差戻');
    expect(progressLabels[groupProgress('approved', 'approved', 'approved')]).toBe('支払通知書承認済');
    expect(progressLabels[groupProgress('approved', 'approved', 'paid')]).toBe('金額確定済');
    expect(contractProgress(['payment_fixed', 'payment_notification_reviewing'])).toBe('payment_notification_reviewing');
  });

  it('shows the least advanced group of the contract, and nothing without an approved order', () => {
    expect(contractProgress([])).toBeNull();
    expect(contractProgress(['invoice_approved', 'delivery_fix_requested', 'invoice_reviewing'])).toBe('delivery_fix_requested');
    expect(progressLabels[contractProgress(['invoice_approved', 'invoice_approved'])!]).toBe('請求書承認済');
  });
});

describe('支払遅延', () => {
  it('shows a group whose 支払通知書 pays after its 支払期日 as 支払遅延 until it is paid, before anything else of the contract', () => {
    expect(progressLabels[groupProgress('approved', 'approved', 'before_sending', true)]).toBe('支払遅延');
    expect(groupProgress('approved', null, 'reviewing', true)).toBe('payment_late');
    expect(groupProgress('approved', null, 'approved', true)).toBe('payment_late');
    // once paid, the amount is fixed (the notification itself keeps its 支払遅延 mark)
    expect(groupProgress('approved', null, 'paid', true)).toBe('payment_fixed');
    // without a notification nothing is paid late yet
    expect(groupProgress('approved', null, null, true)).toBe('invoice_not_submitted');
    expect(contractProgress(['delivery_not_submitted', 'payment_late', 'payment_fixed'])).toBe('payment_late');
  });
});


import { describe, expect, it } from 'vitest';
import { documentPeriod, formatDocumentNumber } from './document-numbers';

describe('document numbers', () => {
  it('numbers orders per year and the rest per month, padded to the kind width', () => {
    expect(formatDocumentNumber('purchase_order', documentPeriod('purchase_order', '2026-11-26'), 123)).toBe('PO-2026-000123');
    expect(formatDocumentNumber('payment_notification', documentPeriod('payment_notification', '2026-12'), 1)).toBe('PN-202612-0001');
    expect(formatDocumentNumber('payment', documentPeriod('payment', '2027-01-25'), 42)).toBe('PY-202701-0042');
    expect(formatDocumentNumber('payment_export', documentPeriod('payment_export', '2027-01-25'), 3)).toBe('FB-202701-0003');
  });

  it('grows a digit instead of wrapping when a period outgrows its width', () => {
    expect(formatDocumentNumber('payment', '202701', 12345)).toBe('PY-202701-12345');
  });
});

/** One status chip: the label is the caller's, the colours come from the theme's tones, and every tone reads at AA. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { statusTones, type StatusTone } from '../app/theme';
import { StatusChip } from './status-chip';
import { paymentNotificationStatusTone, paymentStatusTone, progressTone, purchaseOrderStatusTone } from './status-tones';

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
function contrast(a: string, b: string): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

it('every tone has AA contrast (4.5:1) outlined on white, soft on its fill and solid under white text', () => {
  for (const [tone, t] of Object.entries(statusTones)) {
    expect(contrast(t.main, '#ffffff'), `${tone} main`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(t.text, t.soft), `${tone} soft`).toBeGreaterThanOrEqual(4.5);
  }
});

it('renders the label as given, in the tone asked for, with its test id and title', () => {
  render(
    <>
      <StatusChip tone="success" label="承認済み" testId="order-status" />
      <StatusChip tone="danger" variant="outlined" label="支払遅延" title="理由: 口座不備" />
    </>,
  );
  const chip = screen.getByTestId('order-status');
  expect(chip.textContent).toBe('承認済み');
  expect(chip.dataset.tone).toBe('success');
  expect(screen.getByTitle('理由: 口座不備').dataset.tone).toBe('danger');
});

it('the same state takes the same tone on every screen (支払済 is success, 修正依頼 is warning)', () => {
  const done: StatusTone[] = [paymentNotificationStatusTone.paid, paymentStatusTone.paid, progressTone.payment_fixed];
  expect(new Set(done)).toEqual(new Set(['success']));
  expect(purchaseOrderStatusTone.rejected).toBe('warning');
  expect(paymentNotificationStatusTone.rejected).toBe('warning');
  expect(progressTone.payment_late).toBe('danger');
});

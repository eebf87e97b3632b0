/**
 * /payment_notifications names each notification by its 通知番号 (PN-…), never by the random code of its URL: the
 * list's first column, the keyword search and the title of the dialog that opens over the list.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { PaymentNotificationListItem, PaymentNotificationWire } from '@app/shared/payment-notifications';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const row: PaymentNotificationListItem = {
  id: 3,
  code: 'k7x2m9q4w1',
  number: 'PN-202612-0001',
  status: 'reviewing',
  status_label: '通知書送信済',
  worker: { code: 'w1', name: '伊藤 さくら' },
  payment_month: '2026-12',
  payment_date: '2026-12-25',
  period_from: '2026-11-30',
  period_to: '2026-11-30',
  subtotal: 100_000,
  tax_total: 10_000,
  withholding: 10_210,
  adjustment_total: 0,
  transfer_amount: 99_790,
  deemed_approved: false,
  payment_due_date: '2026-12-25',
  late: false,
  late_reason: null,
  submitted_at: '2026-12-01T00:00:00Z',
  answered_at: null,
  updated_at: '2026-12-01T00:00:00Z',
  has_payment: false,
};

const detail: PaymentNotificationWire = {
  ...row,
  company_name: 'デモ株式会社',
  remarks: null,
  worker_entity_type: 'individual',
  worker_registration_number: null,
  transitional_deductions: [],
  payment_dues: [{ due_date: '2026-12-25', postponement_agreed: false }],
  per_rate: [{ rate: 10, base: 100_000, tax: 10_000 }],
  withholding_base: 100_000,
  lines: [],
  contracts: [],
  worker_comment: null,
  message: null,
  deemed_approval_days: null,
  allowed_actions: [],
};

it('shows the 通知番号 first in the list, searches by it, and titles the dialog 「支払通知書 PN-…」', async () => {
  const keywords: string[] = [];
  server.use(
    http.get(`${API}/v2/employee/payment_notifications`, ({ request }) => {
      keywords.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return HttpResponse.json({ data: [row], meta: { total_count: 1, page: 1, limit: 20 } });
    }),
    http.get(`${API}/v2/employee/payment_notifications/${row.code}`, () => HttpResponse.json({ data: detail })),
  );
  const { user } = renderApp('/payment_notifications?keyword=PN-202612');
  const table = await screen.findByRole('table', { name: '支払通知書一覧' });
  const link = await within(table).findByRole('button', { name: 'PN-202612-0001' });
  // the first column after the checkbox
  expect(within(table).getAllByRole('columnheader')[1]!.textContent).toBe('通知番号');
  expect(screen.getByLabelText('通知番号・ワーカー名で検索')).toBeTruthy();
  expect(keywords).toContain('PN-202612');
  expect(screen.queryByText(row.code)).toBeNull();

  await user.click(link);
  const dialog = await screen.findByRole('dialog', { name: '支払通知書 PN-202612-0001' });
  expect(within(dialog).getAllByTestId('document-number').map((n) => n.textContent)).toContain('PN-202612-0001');
});

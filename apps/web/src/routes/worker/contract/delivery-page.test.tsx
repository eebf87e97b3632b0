/**
 * The delivery review page: what the worker delivered (comment, files, earlier deliveries), 差し戻し needs a comment
 * before anything is sent, the rejection posts {employeeComment} and the page shows the new state; the invoice tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { DeliveryDetailWire, DeliveryWire, InvoiceWire } from '@app/shared/deliveries';
import { formatDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { renderApp } from '../../../test/render-app';

const earlier: DeliveryWire = {
  id: 1,
  code: 'dl0',
  status: 'rejected',
  status_label: '差し戻し',
  comment: '初稿です。',
  files: [],
  employee_comment: 'ロゴの色を修正してください。',
  reviewed_by_name: '山田 太郎',
  inspected_on: null,
  submitted_at: '2026-05-20T01:00:00Z',
  reviewed_at: '2026-05-21T01:00:00Z',
};
const invoice: InvoiceWire = {
  id: 9,
  code: 'inv1',
  status: 'reviewing',
  status_label: '請求未承認',
  uses_payment_notification: false,
  invoice_number: 'INV-2026-05',
  invoice_date: '2026-05-31',
  registration_number: null,
  transaction_date: '2026-05-29',
  registration_note: '適格請求書発行事業者の登録なし（経過措置により仕入税額の80%を控除・取引日 2026/05/29）',
  per_rate: [{ rate: 10, base: 315, tax: 31 }],
  subtotal: 315,
  tax_total: 31,
  total: 346,
  comment: null,
  file: null,
  employee_comment: null,
  reviewed_by_name: null,
  submitted_at: '2026-06-01T01:00:00Z',
  reviewed_at: null,
};
const delivery: DeliveryDetailWire = {
  ...earlier,
  id: 2,
  code: 'dl1',
  status: 'reviewing',
  status_label: '納品未承認',
  comment: '修正版を納品します。',
  files: [{ name: 'logo-v2.pdf', size: 1000, content_type: 'application/pdf', url: '/api/files/signed/abc' }],
  employee_comment: null,
  reviewed_by_name: null,
  reviewed_at: null,
  order: { code: 'po1', number: 'PO-2026-000051', title: '5月分 デザイン', status: 'approved' },
  group: { id: 5, title: 'ロゴ制作', delivery_date: '2026-05-29', payment_due_date: '2026-06-25', subtotal: 315 },
  worker: { code: 'w1', name: '伊藤 さくら' },
  contract: { code: 'c1', title: 'デザイン業務委託契約' },
  history: [earlier],
  invoice: null,
  invoice_history: [],
  progress: 'delivery_reviewing',
  progress_label: '納品未承認',
};

function mockPage(detail: DeliveryDetailWire, bodies: unknown[] = []) {
  let current = detail;
  server.use(
    http.get(`${API}/workers/w1`, () =>
      HttpResponse.json({
        data: {
          worker: {
            code: 'w1',
            full_name: '伊藤 さくら',
            full_namekana: 'イトウ サクラ',
            trade_name: null,
            status: 'active',
            disp_status_name: '登録済み',
            my_number_status: 'not_requested',
            disp_my_number_status_name: '未依頼',
            missing_required_entries: [],
          },
        },
      }),
    ),
    http.get(`${API}/v2/employee/contracts/c1`, () => HttpResponse.json({ data: { code: 'c1', title: 'デザイン業務委託契約' } })),
    http.get(`${API}/v2/employee/deliveries/dl1`, () => HttpResponse.json({ data: current })),
    http.post(`${API}/v2/employee/deliveries/dl1/approvals`, async ({ request }) => {
      bodies.push(await request.json());
      current = { ...detail, status: 'approved', status_label: '承認済み', inspected_on: '2026-05-25', progress_label: '請求未提出' };
      return HttpResponse.json({ data: current }, { status: 201 });
    }),
    http.post(`${API}/v2/employee/deliveries/dl1/rejections`, async ({ request }) => {
      bodies.push(await request.json());
      current = { ...detail, status: 'rejected', status_label: '差し戻し', employee_comment: 'もう一度お願いします。', progress_label: '納品修正依頼中' };
      return HttpResponse.json({ data: current }, { status: 201 });
    }),
  );
}

it('shows the delivery and its history; 差し戻し needs a comment, then posts it and shows 差し戻し', async () => {
  const bodies: unknown[] = [];
  mockPage(delivery, bodies);
  const { user } = renderApp('/worker/w1/contract/c1/delivery/dl1');
  expect((await screen.findByTestId('delivery-title')).textContent).toBe('ロゴ制作');
  expect(screen.getByTestId('delivery-status').textContent).toBe('納品未承認');
  expect(screen.getByText('修正版を納品します。')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'logo-v2.pdf' }).getAttribute('href')).toBe('/api/files/signed/abc');
  expect(within(screen.getByTestId('delivery-history-item')).getByText('ロゴの色を修正してください。')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: '差し戻し' }));
  const dialog = await screen.findByRole('dialog', { name: '納品を差し戻しますか？' });
  await user.click(within(dialog).getByRole('button', { name: '差し戻す' }));
  expect(within(dialog).getByText('差し戻す理由を入力してください。')).toBeTruthy();
  expect(bodies).toEqual([]);

  await user.type(within(dialog).getByLabelText(/コメント（必須）/), 'もう一度お願いします。');
  await user.click(within(dialog).getByRole('button', { name: '差し戻す' }));
  expect((await screen.findByTestId('toast')).textContent).toContain('納品を差し戻しました。');
  expect(bodies).toEqual([{ employeeComment: 'もう一度お願いします。' }]);
  await waitFor(() => expect(screen.getByTestId('delivery-status').textContent).toBe('差し戻し'));
});

it('the invoice tab: number, the 経過措置 note when not registered, per-rate amounts and the total', async () => {
  mockPage({ ...delivery, status: 'approved', status_label: '承認済み', invoice, progress: 'invoice_reviewing', progress_label: '請求未承認' });
  renderApp('/worker/w1/contract/c1/delivery/dl1/invoice');
  expect((await screen.findByTestId('invoice-status')).textContent).toBe('請求未承認');
  expect(screen.getByText('INV-2026-05')).toBeTruthy();
  expect(screen.getByText(/経過措置により仕入税額の80%を控除/)).toBeTruthy();
  // the share is that of the 取引日 (検収日), shown beside the invoice date
  expect(screen.getByTestId('invoice-transaction-date').textContent).toBe('2026/05/29');
  expect(screen.getByTestId('invoice-total').textContent).toBe('¥346');
  expect(screen.getByRole('button', { name: '承認' })).toBeTruthy();
});

it('issue #21: 承認 asks for the real 検収日 — today to start with, never before the 納品 — and sends it', async () => {
  const bodies: unknown[] = [];
  mockPage(delivery, bodies);
  const { user } = renderApp('/worker/w1/contract/c1/delivery/dl1');
  await screen.findByTestId('delivery-title');
  await user.click(screen.getByRole('button', { name: '承認' }));
  const dialog = await screen.findByRole('dialog', { name: '納品を承認しますか？' });
  const date = within(dialog).getByLabelText(/^検収日/) as HTMLInputElement;
  expect(date.value).toBe(formatDate(todayInJapan()));
  // delivered 2026-05-20 (JST): the day before is refused before anything is sent
  await user.clear(date);
  await user.type(date, '2026/05/19');
  await user.click(within(dialog).getByRole('button', { name: '承認する' }));
  expect(await within(dialog).findByText(ja.deliveries.inspectionBeforeDelivery('2026-05-20'))).toBeTruthy();
  expect(bodies).toEqual([]);
  await user.clear(date);
  await user.type(date, '2026/05/25');
  await user.click(within(dialog).getByRole('button', { name: '承認する' }));
  expect((await screen.findByTestId('toast')).textContent).toContain('納品を承認しました。');
  expect(bodies).toEqual([{ employeeComment: '', inspectedOn: '2026-05-25' }]);
});

/**
 * The worker's 支払通知書 on screen: the document shows what a 仕入明細書 must (※ for 8 %, tax per rate, 源泉徴収, the
 * confirmation sentence and the みなし承認 days); 承認する / 修正を依頼する appear only when allowed_actions offers them;
 * 修正依頼 requires a comment and shows the server's 422 under the field; a 409 is told in a toast and the page reloads.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { PaymentNotificationWire } from '@app/shared/payment-notifications';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { ToastHost } from '../../../components/toast';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import { NotificationDetail } from './notification-detail';

const t = ja.portalPayments;
const URL = `${API}/v2/worker/payment_notifications/pn1`;

function notification(over: Partial<PaymentNotificationWire> = {}): PaymentNotificationWire {
  return {
    id: 1,
    code: 'pn1',
    number: 'PN-202612-0001',
    status: 'reviewing',
    status_label: '通知書送信済',
    worker: { code: 'w1', name: '新井 結衣' },
    payment_month: '2026-07',
    payment_date: '2026-07-24',
    period_from: '2026-06-30',
    period_to: '2026-06-30',
    subtotal: 502_160,
    tax_total: 50_172,
    withholding: 51_270,
    adjustment_total: 3_300,
    transfer_amount: 504_362,
    deemed_approved: false,
    payment_due_date: '2026-07-25',
    late: false,
    late_reason: null,
    submitted_at: '2026-07-01T01:00:00Z',
    answered_at: null,
    updated_at: '2026-07-01T01:00:00Z',
    company_name: 'デモ株式会社',
    remarks: '7月分',
    worker_entity_type: 'individual',
    worker_registration_number: null,
    transitional_deductions: [{ percent: 80, from: '2026-06-30', to: '2026-06-30' }],
    payment_dues: [{ due_date: '2026-07-25', postponement_agreed: false }],
    per_rate: [
      { rate: 10, base: 500_000, tax: 50_000 },
      { rate: 8, base: 2_160, tax: 172 },
    ],
    withholding_base: 502_160,
    lines: [
      { id: 1, kind: 'item', name: 'トップページデザイン', quantity: 1, unit: '式', unit_price: 500_000, tax_rate: 10, amount: 500_000, transaction_date: '2026-06-30', withholds: true, item_group_id: 1, adjustment_category: null, adjustment_reason: null, transitional_deduction_percent: 80 },
      { id: 2, kind: 'item', name: '打合せ弁当', quantity: 2, unit: '個', unit_price: 1_080, tax_rate: 8, amount: 2_160, transaction_date: '2026-06-30', withholds: true, item_group_id: 1, adjustment_category: null, adjustment_reason: null, transitional_deduction_percent: 80 },
      { id: 3, kind: 'adjustment', name: '交通費（立替）', quantity: 1, unit: null, unit_price: 3_300, tax_rate: null, amount: 3_300, transaction_date: null, withholds: false, item_group_id: null, adjustment_category: 'reimbursement', adjustment_reason: null, transitional_deduction_percent: null },
    ],
    contracts: [{ code: 'c1', title: 'サイト制作契約' }],
    worker_comment: null,
    message: 'いつもありがとうございます。',
    deemed_approval_days: 7,
    allowed_actions: ['approve', 'reject'],
    ...over,
  };
}

function renderDetail() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <NotificationDetail code="pn1" />
        </MemoryRouter>
        <ToastHost />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return user;
}

describe('the 支払通知書 on screen', () => {
  it('shows the 仕入明細書 items, and no buttons once it is approved', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ data: notification({ status: 'approved', status_label: '承認済', allowed_actions: [] }) })));
    renderDetail();
    expect(await screen.findByText(t.approvedNote)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
    expect(screen.queryByRole('button', { name: t.requestCorrection })).toBeNull();
    expect(screen.getByText('打合せ弁当 ※')).toBeTruthy();
    expect(screen.getByText(ja.paymentNotifications.pdf.notRegistered(80, '2026-06-30'))).toBeTruthy();
    const totals = screen.getByRole('region', { name: t.totalsHeading }).textContent;
    expect(totals).toContain('8%対象¥2,160消費税（8%）¥172');
    expect(totals).toContain(`${t.withholding}-¥51,270`);
    expect(totals).toContain(`${t.transferAmount}¥504,362`);
    expect(screen.getByTestId('notification-statement').textContent).toBe(ja.paymentNotifications.pdf.confirmation + ja.paymentNotifications.pdf.deemed(7));
    expect(screen.getByText('いつもありがとうございます。')).toBeTruthy();
    // named by its 通知番号 under the heading and in the facts, never by the code of its URL
    expect(screen.getByTestId('notification-number').textContent).toBe(`${t.number} PN-202612-0001`);
    expect(screen.getAllByText('PN-202612-0001').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('pn1')).toBeNull();
  });

  it('states each transaction date’s 経過措置 share, the adjustments by category, and 支払遅延 with its reason', async () => {
    const spanning = notification({
      period_to: '2026-10-01',
      payment_date: '2026-11-30',
      payment_due_date: '2026-10-31',
      late: true,
      late_reason: '請求内容の確認に時間を要したため',
      transitional_deductions: [
        { percent: 80, from: '2026-09-30', to: '2026-09-30' },
        { percent: 70, from: '2026-10-01', to: '2026-10-01' },
      ],
      lines: [
        { id: 1, kind: 'item', name: '作業1', quantity: 1, unit: '式', unit_price: 100_000, tax_rate: 10, amount: 100_000, transaction_date: '2026-09-30', withholds: true, item_group_id: 1, adjustment_category: null, adjustment_reason: null, transitional_deduction_percent: 80 },
        { id: 2, kind: 'item', name: '作業2', quantity: 1, unit: '式', unit_price: 200_000, tax_rate: 10, amount: 200_000, transaction_date: '2026-10-01', withholds: true, item_group_id: 2, adjustment_category: null, adjustment_reason: null, transitional_deduction_percent: 70 },
        { id: 3, kind: 'adjustment', name: '取材交通費', quantity: 1, unit: null, unit_price: 3_000, tax_rate: 10, amount: 3_000, transaction_date: null, withholds: true, item_group_id: null, adjustment_category: 'expense', adjustment_reason: null, transitional_deduction_percent: 70 },
        { id: 4, kind: 'adjustment', name: '前月分の過払い', quantity: 1, unit: null, unit_price: -5_000, tax_rate: null, amount: -5_000, transaction_date: null, withholds: false, item_group_id: null, adjustment_category: 'overpayment', adjustment_reason: null, transitional_deduction_percent: null },
      ],
    });
    server.use(http.get(URL, () => HttpResponse.json({ data: spanning })));
    renderDetail();
    expect(await screen.findByText('登録なし（経過措置：仕入税額控除 2026/09/30の取引は80%、2026/10/01の取引は70%）')).toBeTruthy();
    expect(screen.getAllByTestId('line-share').map((c) => c.textContent)).toEqual(['80%', '70%']);
    const adjustments = screen.getByRole('region', { name: t.adjustmentsHeading }).textContent;
    expect(adjustments).toContain('経費精算（報酬に含む）：取材交通費（10%）');
    expect(adjustments).toContain('過払い精算（不課税）：前月分の過払い');
    expect(screen.getByText(`2026/11/30${ja.paymentNotifications.pdf.lateMark}`)).toBeTruthy();
    expect(screen.getByText('請求内容の確認に時間を要したため')).toBeTruthy();
  });

  it('offers only what allowed_actions says', async () => {
    server.use(http.get(URL, () => HttpResponse.json({ data: notification({ allowed_actions: ['reject'] }) })));
    renderDetail();
    expect(await screen.findByRole('button', { name: t.requestCorrection })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
  });
});

describe('asking for a correction', () => {
  it("requires a comment, then shows the server's 422 under the field and sends the comment", async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      http.get(URL, () => HttpResponse.json({ data: notification() })),
      http.post(`${URL}/rejections`, async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ errors: [ja.validation.tooLong(1000)], code: 'VALIDATION_FAILED', fields: { comment: [ja.validation.tooLong(1000)] } }, { status: 422 });
        }
        return HttpResponse.json(
          { data: notification({ status: 'rejected', status_label: '修正依頼中', worker_comment: '交通費は4,400円です', allowed_actions: [] }) },
          { status: 201 },
        );
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: t.requestCorrection }));
    const dialog = await screen.findByRole('dialog', { name: t.correctionTitle });
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByText(ja.paymentNotifications.commentRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(new RegExp(t.correctionLabel)), '交通費は4,400円です');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText(ja.validation.tooLong(1000))).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect((await screen.findByTestId('toast')).textContent).toContain(ja.paymentNotifications.rejectedByWorker);
    expect(sent).toEqual([{ comment: '交通費は4,400円です' }, { comment: '交通費は4,400円です' }]);
    expect(await screen.findByText(t.correctionSent)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
  });

  it("tells a 409 in a toast with the server's message and reads the notification again", async () => {
    const conflict = ja.paymentNotifications.notAllowed('pn1', '承認済', '承認');
    let reads = 0;
    server.use(
      http.get(URL, () => {
        reads += 1;
        return HttpResponse.json({ data: reads === 1 ? notification() : notification({ status: 'approved', status_label: '承認済', deemed_approved: true, allowed_actions: [] }) });
      }),
      http.post(`${URL}/approvals`, () => HttpResponse.json({ errors: [conflict], code: 'CONFLICT' }, { status: 409 })),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog', { name: t.approveTitle });
    await user.click(within(dialog).getByRole('button', { name: t.approve }));
    expect((await screen.findByTestId('toast')).textContent).toContain(conflict);
    expect(await screen.findByText(t.deemedNote)).toBeTruthy();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.queryByRole('button', { name: t.approve })).toBeNull();
  });
});

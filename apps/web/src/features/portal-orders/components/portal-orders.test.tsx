/**
 * The worker's side of ordering where the logic lives: the delivery form checks files before anything is sent, uploads
 * each file through its own pre-signed POST with its state shown, keeps what was uploaded when one fails, and submits
 * the keys; the correction dialog requires a comment and shows the server's refusal; the invoice form shows the
 * amounts per rate and drops the number when the 支払通知書 serves as the invoice.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { createQueryClient } from '../../../app/query-client';
import { ToastHost } from '../../../components/toast';
import { server } from '../../../test/setup';
import { API } from '../../../test/api-mocks';
import type { PortalOrder } from '../api/portal-orders';
import { DeliveryForm } from './delivery-form';
import { addFiles } from './file-picker';
import { InvoiceForm } from './invoice-form';
import { OrderReview } from './order-review';

const t = ja.portalOrders;
const STORAGE = 'http://localhost:3000/api/storage/uploads';

function renderWith(ui: ReactNode) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <ToastHost />
    </QueryClientProvider>,
  );
  return user;
}

const pdf = (name: string, size = 20) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function order(over: Partial<PortalOrder['order']> = {}): PortalOrder {
  const group = {
    id: 7,
    position: 0,
    title: '第1回納品',
    deliveryDate: '2026-06-30',
    inspectionDate: null,
    paymentDueDate: '2026-07-31',
    subtotal: 302_162,
    items: [
      { id: 1, name: 'デザイン', quantity: 1, unit: '式', unitPrice: 300_001, taxRate: 10, tax: null, amount: 300_001 },
      { id: 2, name: '軽食', quantity: 2, unit: '個', unitPrice: 1_080, taxRate: 8, tax: null, amount: 2_160 },
      { id: 3, name: '資料', quantity: 1, unit: null, unitPrice: 1, taxRate: 8, tax: null, amount: 1 },
    ],
  };
  return {
    companyName: 'デモ株式会社',
    groups: [],
    order: {
      id: 1,
      code: 'po1',
      number: 'PO-2026-000123',
      status: 'reviewing',
      statusLabel: '送信済み',
      title: 'ロゴ制作',
      orderDate: '2026-06-01',
      deliveryPlace: '電子メール',
      paymentMethod: '銀行振込',
      hasInspection: false,
      remarks: null,
      project: null,
      originalClientName: null,
      originalDueDate: null,
      contract: { code: 'c1', title: '契約', startDate: '2026-04-01', usance: 'end_of_month_next_month_end', withholdingType: 'not_withhold', isRedelegation: false },
      worker: { code: 'w1', name: '受子' },
      itemGroups: [group],
      totals: { perRate: [], subtotal: 0, taxTotal: 0, total: 0, withholding: null, amountToPay: 0 },
      workerComment: null,
      submissionProblems: [],
      withholdingWarning: null,
      allowedActions: ['accept', 'request_correction'],
      submittedAt: null,
      approvedAt: null,
      createdAt: '2026-06-01T00:00:00Z',
      updatedAt: '2026-06-01T00:00:00Z',
      ...over,
    },
  };
}

describe('choosing files', () => {
  it('refuses another type, a file over 10 MB and a sixth file, each with its reason', () => {
    const five = Array.from({ length: 5 }, (_, i) => pdf(`${i}.pdf`));
    const { files, refused } = addFiles(
      [],
      [new File(['x'], 'メモ.txt', { type: 'text/plain' }), pdf('大きい.pdf', 10 * 1024 * 1024 + 1), ...five, pdf('6.pdf')],
      5,
    );
    expect(files.map((f) => f.file.name)).toEqual(['0.pdf', '1.pdf', '2.pdf', '3.pdf', '4.pdf']);
    expect(refused).toEqual([t.fileWrongType('メモ.txt'), t.fileTooLarge('大きい.pdf'), t.tooManyFiles(5)]);
  });

  it('takes only a PDF as the invoice file', () => {
    const image = new File(['x'], '請求書.png', { type: 'image/png' });
    expect(addFiles([], [image], 1, ['application/pdf'], t.invoiceFileWrongType).refused).toEqual([t.invoiceFileWrongType('請求書.png')]);
  });
});

describe('the delivery form', () => {
  it('uploads each file through its pre-signed POST, shows the one the storage refused, and re-sends only that one before submitting the keys', async () => {
    const uploadsAsked: string[] = [];
    const posted: string[] = [];
    let refuse = true;
    let delivery: unknown;
    server.use(
      http.post(`${API}/v2/worker/item_groups/7/deliveries/uploads`, async ({ request }) => {
        const body = (await request.json()) as { file_name: string; content_type: string };
        uploadsAsked.push(`${body.file_name}:${body.content_type}`);
        // one storage URL per file, so the storage handler knows the file without parsing the multipart body
        const url = `${STORAGE}/${encodeURIComponent(body.file_name)}`;
        return HttpResponse.json({ data: { key: `deliveries/1/7/${body.file_name}`, url, fields: { key: `deliveries/1/7/${body.file_name}`, Policy: 'p' } } }, { status: 201 });
      }),
      http.post(`${STORAGE}/:name`, ({ params }) => {
        const key = `deliveries/1/7/${String(params.name)}`;
        posted.push(key);
        if (key.endsWith('図面.pdf') && refuse) {
          refuse = false;
          return HttpResponse.json({ errors: [ja.storage.policyExpired], code: 'AccessDenied' }, { status: 403 });
        }
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/v2/worker/item_groups/7/deliveries`, async ({ request }) => {
        delivery = await request.json();
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const user = renderWith(<DeliveryForm orderCode="po1" groupId={7} />);
    await user.type(screen.getByLabelText(t.deliveryComment), '初稿です');
    await user.upload(screen.getByTestId('file-input'), [pdf('初稿.pdf'), pdf('図面.pdf')]);
    await user.click(screen.getByRole('button', { name: t.submitDelivery }));

    const failed = await screen.findByRole('alert');
    expect((failed).textContent).toContain(ja.storage.policyExpired);
    const [first, second] = screen.getAllByTestId('chosen-file');
    expect(first!.textContent).toContain(t.fileStatus.done);
    expect(second!.textContent).toContain(t.fileStatus.failed);
    expect(delivery).toBeUndefined();

    await user.click(screen.getByRole('button', { name: t.submitDelivery }));
    await waitFor(() => expect(delivery).toEqual({ comment: '初稿です', files: [{ key: 'deliveries/1/7/初稿.pdf', name: '初稿.pdf' }, { key: 'deliveries/1/7/図面.pdf', name: '図面.pdf' }] }));
    expect(uploadsAsked).toEqual(['初稿.pdf:application/pdf', '図面.pdf:application/pdf', '図面.pdf:application/pdf']);
    expect(posted).toEqual(['deliveries/1/7/初稿.pdf', 'deliveries/1/7/図面.pdf', 'deliveries/1/7/図面.pdf']);
    expect((await screen.findByTestId('toast')).textContent).toContain(ja.deliveries.toast.submitted);
    expect(screen.queryAllByTestId('chosen-file')).toHaveLength(0);
  });

  it("shows the API's refusal of the delivery (a file whose content is not its type)", async () => {
    server.use(
      http.post(`${API}/v2/worker/item_groups/7/deliveries/uploads`, () =>
        HttpResponse.json({ data: { key: 'deliveries/1/7/k', url: STORAGE, fields: { key: 'deliveries/1/7/k' } } }, { status: 201 }),
      ),
      http.post(STORAGE, () => new HttpResponse(null, { status: 204 })),
      http.post(`${API}/v2/worker/item_groups/7/deliveries`, () =>
        HttpResponse.json({ errors: [ja.storage.contentMismatch], code: 'VALIDATION_FAILED', fields: { files: [ja.storage.contentMismatch] } }, { status: 422 }),
      ),
    );
    const user = renderWith(<DeliveryForm orderCode="po1" groupId={7} />);
    await user.upload(screen.getByTestId('file-input'), [pdf('偽物.pdf')]);
    await user.click(screen.getByRole('button', { name: t.submitDelivery }));
    expect(await screen.findByText(ja.storage.contentMismatch)).toBeTruthy();
  });
});

describe('asking for a correction', () => {
  it('requires a comment, then shows the server refusal in the dialog', async () => {
    server.use(
      http.post(`${API}/v2/worker/purchase_orders/po1/correction_requests`, () =>
        HttpResponse.json({ errors: [ja.orders.refused.request_correction], code: 'CONFLICT' }, { status: 409 }),
      ),
    );
    const user = renderWith(<OrderReview data={order()} />);
    await user.click(screen.getByRole('button', { name: t.requestCorrection }));
    const dialog = await screen.findByRole('dialog', { name: t.correctionTitle });
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(within(dialog).getByText(ja.orders.commentRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(new RegExp(t.correctionLabel)), '単価を見直してください');
    await user.click(within(dialog).getByRole('button', { name: t.send }));
    expect(await within(dialog).findByText(ja.orders.refused.request_correction)).toBeTruthy();
  });

  it('tells the worker a 修正中 order is being corrected, with no buttons', () => {
    renderWith(<OrderReview data={order({ status: 'correcting', statusLabel: '修正中', allowedActions: [] })} />);
    expect(screen.getByText(t.correcting)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
  });
});

describe('the invoice form', () => {
  it('shows the amounts per rate, previews the invoice (請求先, 番号, 日付, 源泉, 振込金額, 登録番号) before sending, and asks no number or date when the 支払通知書 serves as the invoice', async () => {
    let invoice: unknown;
    server.use(
      http.get(`${API}/v2/worker/profile`, () => HttpResponse.json({ data: { invoice_status: 'not_registered', invoice_registration_number: null } })),
      http.post(`${API}/v2/worker/item_groups/7/invoices`, async ({ request }) => {
        invoice = await request.json();
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const data = order({ status: 'approved' });
    const user = renderWith(<InvoiceForm orderCode="po1" group={data.order.itemGroups[0]!} today="2026-07-01" parties={{ companyName: 'デモ株式会社', withholds: true }} />);
    const amounts = screen.getByLabelText(t.invoiceAmounts);
    // 10 %: ⌊300,001 × 0.10⌋ = 30,000; 8 %: ⌊(2,160 + 1) × 0.08⌋ = 172 (per line it would be 172 + 0)
    expect((amounts).textContent).toContain('10%対象¥300,001消費税（10%）¥30,0008%対象¥2,161消費税（8%）¥172合計（税込）¥332,334');

    await user.click(screen.getByRole('button', { name: t.submitInvoice }));
    expect(await screen.findByText(ja.invoices.numberRequired)).toBeTruthy();
    await user.type(screen.getByLabelText(new RegExp(t.invoiceNumber)), 'TK-2026-012');
    await user.click(screen.getByRole('button', { name: t.submitInvoice }));
    const preview = await screen.findByTestId('invoice-preview');
    // 源泉 on the 税抜 ¥302,162: ⌊302,162 × 10.21 %⌋ = ¥30,850; 振込金額 ¥332,334 − ¥30,850
    for (const text of ['デモ株式会社 御中', 'TK-2026-012', '2026/07/01', t.noRegistration, '¥30,850', '¥301,484']) expect(preview.textContent).toContain(text);
    await user.click(screen.getByRole('button', { name: ja.app.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invoice).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: t.usesPaymentNotification }));
    expect(screen.queryByLabelText(new RegExp(t.invoiceNumber))).toBeNull();
    expect(screen.queryByLabelText(new RegExp(t.invoiceDate))).toBeNull();
    await user.click(screen.getByRole('button', { name: t.submitInvoice }));
    const asInvoice = await screen.findByTestId('invoice-preview');
    expect(asInvoice.textContent).toContain(t.paymentNotificationAsInvoice);
    expect(asInvoice.textContent).not.toContain(t.invoiceNumber);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.confirmSubmit }));
    await waitFor(() =>
      expect(invoice).toEqual({ uses_payment_notification: true, invoice_number: '', invoice_date: null, comment: '', file: null }),
    );
  });
});

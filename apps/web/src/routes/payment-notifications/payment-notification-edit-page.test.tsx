/**
 * The bulk editor: an adjustment (立替金) changes the totals as it is typed — untaxed and not withheld, with the same
 * shared function the server uses — and a send refused after the save shows every line of the server's answer. Each
 * adjustment needs a category (an 経費精算 is taxed and withheld; a deduction asks for its reason), and a payment date
 * after the 支払期日 shows 支払遅延 and a required reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import type { BulkResult, PaymentNotificationWire } from '@app/shared/payment-notifications';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const notification: PaymentNotificationWire = {
  id: 7,
  code: 'PN-0007',
  number: 'PN-202607-0007',
  status: 'rejected',
  status_label: '修正依頼中',
  worker: { code: 'w1', name: '伊藤 さくら' },
  payment_month: '2026-07',
  payment_date: '2026-07-31',
  period_from: '2026-06-30',
  period_to: '2026-06-30',
  subtotal: 100_000,
  tax_total: 10_000,
  withholding: 10_210,
  adjustment_total: 0,
  transfer_amount: 99_790,
  deemed_approved: false,
  payment_due_date: '2026-07-31',
  late: false,
  late_reason: null,
  submitted_at: '2026-07-01T01:00:00Z',
  answered_at: '2026-07-02T01:00:00Z',
  updated_at: '2026-07-02T01:00:00Z',
  company_name: 'デモ株式会社',
  remarks: null,
  worker_entity_type: 'individual',
  worker_registration_number: null,
  transitional_deductions: [{ percent: 80, from: '2026-06-30', to: '2026-06-30' }],
  payment_dues: [{ due_date: '2026-07-31', postponement_agreed: false }],
  per_rate: [{ rate: 10, base: 100_000, tax: 10_000 }],
  withholding_base: 100_000,
  lines: [
    {
      id: 1,
      kind: 'item',
      name: 'デザイン制作',
      quantity: 1,
      unit: '式',
      unit_price: 100_000,
      tax_rate: 10,
      amount: 100_000,
      transaction_date: '2026-06-30',
      withholds: true,
      item_group_id: 3,
      adjustment_category: null,
      adjustment_reason: null,
      transitional_deduction_percent: 80,
    },
  ],
  contracts: [{ code: 'c1', title: 'デザイン業務委託契約' }],
  worker_comment: '交通費が入っていません。',
  message: null,
  deemed_approval_days: 7,
  allowed_actions: ['update', 'submit', 'discard'],
};

/** Picks an adjustment's category in its select (the last row's). */
async function chooseCategory(user: ReturnType<typeof renderApp>['user'], card: HTMLElement, label: string) {
  const selects = within(card).getAllByRole('combobox', { name: ja.paymentNotificationScreens.edit.adjustmentCategory });
  await user.click(selects.at(-1)!);
  await user.click(await screen.findByRole('option', { name: label }));
}

const refusal = [ja.paymentNotifications.refusedSet(1), ja.paymentNotifications.notAllowed('PN-0007', '通知書送信済', '送信')];

it('recomputes the totals as an adjustment is typed; a refused send after the save shows every line', async () => {
  const puts: unknown[] = [];
  const posts: unknown[] = [];
  const answer: BulkResult = { data: [{ id: 7, code: 'PN-0007', number: 'PN-202607-0007', status: 'before_sending' }], meta: { count: 1 } };
  server.use(
    http.get(`${API}/v2/employee/payment_notifications/bulk`, ({ request }) => {
      expect(new URL(request.url).searchParams.getAll('payment_notification_ids[]')).toEqual(['7']);
      return HttpResponse.json({ data: [notification] });
    }),
    http.put(`${API}/v2/employee/payment_notifications/bulk`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json(answer);
    }),
    http.post(`${API}/v2/employee/payment_notifications/bulk_submission`, async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json({ errors: refusal, code: 'CONFLICT' }, { status: 409 });
    }),
  );
  const { user } = renderApp('/payment_notifications/edit?ids=7');
  const card = await screen.findByTestId('notification-edit-card');
  // the worker's 修正依頼 is shown on the card
  expect(within(card).getByTestId('worker-comment').textContent).toContain('交通費が入っていません。');
  expect(within(card).getByTestId('totals-withholding').textContent).toBe('-¥10,210');
  expect(within(card).getByTestId('totals-transfer').textContent).toBe('¥99,790');

  await user.click(within(card).getByRole('button', { name: '調整項目を追加' }));
  await chooseCategory(user, card, '立替金');
  await user.type(within(card).getByLabelText('名称'), '交通費（立替）');
  await user.type(within(card).getByLabelText('金額（円）'), '3,300');
  // not taxed, not withheld: only the adjustment and the amount transferred move
  expect(within(card).getByTestId('totals-adjustments').textContent).toBe('¥3,300');
  expect(within(card).getByTestId('totals-tax').textContent).toBe('¥10,000');
  expect(within(card).getByTestId('totals-withholding').textContent).toBe('-¥10,210');
  expect(within(card).getByTestId('totals-transfer').textContent).toBe('¥103,090');

  await user.click(screen.getByRole('button', { name: '保存して送信' }));
  const dialog = await screen.findByRole('dialog', { name: '保存して送信しますか？' });
  await user.click(within(dialog).getByRole('button', { name: '送信する' }));

  const alert = await screen.findByTestId('bulk-refused');
  // while the dialog closes, the page behind it is still aria-hidden: read the lines once it is gone
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const lines = within(alert).getAllByRole('listitem').map((li) => li.textContent);
  expect(lines).toEqual(refusal);
  expect((await screen.findByTestId('toast')).textContent).toContain(refusal[1]);
  expect(puts).toEqual([
    { payment_notifications: [{ id: 7, payment_date: '2026/07/31', remarks: '', adjustments: [{ name: '交通費（立替）', amount: 3300, category: 'reimbursement' }] }] },
  ]);
  expect(posts).toEqual([{ paymentNotificationIds: [7] }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('checks an adjustment before sending anything: a name is required', async () => {
  const puts: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/payment_notifications/bulk`, () => HttpResponse.json({ data: [notification] })),
    http.put(`${API}/v2/employee/payment_notifications/bulk`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json({ data: [], meta: { count: 0 } });
    }),
  );
  const { user } = renderApp('/payment_notifications/edit?ids=7');
  const card = await screen.findByTestId('notification-edit-card');
  await user.click(within(card).getByRole('button', { name: '調整項目を追加' }));
  await user.type(within(card).getByLabelText('金額（円）'), '500');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await within(card).findByText(ja.paymentNotifications.adjustmentNameRequired)).toBeTruthy();
  expect(puts).toEqual([]);
});

it('asks each adjustment for its category: an 経費精算 is taxed at its rate and withheld, a deduction needs its reason', async () => {
  const puts: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/payment_notifications/bulk`, () => HttpResponse.json({ data: [notification] })),
    http.put(`${API}/v2/employee/payment_notifications/bulk`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json({ data: [{ id: 7, code: 'PN-0007', number: 'PN-202607-0007', status: 'before_sending' }], meta: { count: 1 } });
    }),
  );
  const { user } = renderApp('/payment_notifications/edit?ids=7');
  const card = await screen.findByTestId('notification-edit-card');
  await user.click(within(card).getByRole('button', { name: '調整項目を追加' }));
  await user.type(within(card).getByLabelText('名称'), '取材交通費');
  await user.type(within(card).getByLabelText('金額（円）'), '10000');
  // no category yet: refused before anything is sent
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await within(card).findByText(ja.paymentNotifications.adjustmentCategoryRequired)).toBeTruthy();
  expect(puts).toEqual([]);

  await chooseCategory(user, card, '経費精算');
  expect(within(card).getByRole('combobox', { name: ja.paymentNotificationScreens.edit.adjustmentTaxRate })).toBeTruthy();
  // part of the 報酬: 10 % on 110,000 in one rounding, withheld on 110,000
  expect(within(card).getByTestId('totals-tax').textContent).toBe('¥11,000');
  expect(within(card).getByTestId('totals-withholding').textContent).toBe('-¥11,231');
  expect(within(card).getByTestId('totals-adjustments').textContent).toBe('¥0');

  // a deduction: その他 asks for its reason; the transfer fee is refused whatever the category
  await user.click(within(card).getByRole('button', { name: '調整項目を追加' }));
  await chooseCategory(user, card, 'その他');
  await user.type(within(card).getAllByLabelText('名称').at(-1)!, '振込手数料');
  await user.type(within(card).getAllByLabelText('金額（円）').at(-1)!, '-440');
  expect(within(card).getByLabelText(new RegExp(ja.paymentNotificationScreens.edit.adjustmentReason))).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await within(card).findByText(ja.paymentNotifications.transferFeeDeduction('振込手数料'))).toBeTruthy();
  expect(puts).toEqual([]);

  await user.clear(within(card).getAllByLabelText('名称').at(-1)!);
  await user.type(within(card).getAllByLabelText('名称').at(-1)!, '相殺');
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await within(card).findByText(ja.paymentNotifications.adjustmentReasonRequired)).toBeTruthy();
  await user.type(within(card).getByLabelText(new RegExp(ja.paymentNotificationScreens.edit.adjustmentReason)), '貸付金の返済');
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({
    payment_notifications: [
      {
        id: 7,
        payment_date: '2026/07/31',
        remarks: '',
        adjustments: [
          { name: '取材交通費', amount: 10000, category: 'expense', tax_rate: 10 },
          { name: '相殺', amount: -440, category: 'other', reason: '貸付金の返済' },
        ],
      },
    ],
  });
});

it('shows 支払遅延 and a required reason when the typed date is after the 支払期日, and the day to pay a holiday 支払期日 on', async () => {
  const puts: unknown[] = [];
  server.use(
    http.get(`${API}/v2/employee/payment_notifications/bulk`, () =>
      HttpResponse.json({
        data: [{ ...notification, payment_date: '2026-10-30', payment_due_date: '2026-10-31', payment_dues: [{ due_date: '2026-10-31', postponement_agreed: false }] }],
      }),
    ),
    http.put(`${API}/v2/employee/payment_notifications/bulk`, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json({ data: [{ id: 7, code: 'PN-0007', number: 'PN-202607-0007', status: 'before_sending' }], meta: { count: 1 } });
    }),
  );
  const { user } = renderApp('/payment_notifications/edit?ids=7');
  const card = await screen.findByTestId('notification-edit-card');
  // 支払期日 Saturday 2026-10-31: pay on the Friday before
  expect(within(card).getByTestId('due-date-suggestion').textContent).toBe(ja.paymentDue.holidaySuggestion('2026-10-31', '土曜日', '2026-10-30'));
  expect(within(card).queryByTestId('late-payment')).toBeNull();
  expect(within(card).queryByLabelText(new RegExp(ja.paymentDue.reasonLabel))).toBeNull();

  const date = within(card).getByLabelText(/支払予定日/);
  await user.clear(date);
  await user.type(date, '2026/11/30');
  expect(within(card).getByTestId('late-payment').textContent).toContain(ja.paymentDue.lateDate('2026-11-30', '2026-10-31'));
  expect(within(card).getByTestId('payment-notification-late').textContent).toBe(ja.paymentDue.late);
  await user.click(screen.getByRole('button', { name: '保存' }));
  expect(await within(card).findByText(ja.paymentDue.reasonRequired)).toBeTruthy();
  expect(puts).toEqual([]);
  await user.type(within(card).getByLabelText(new RegExp(ja.paymentDue.reasonLabel)), '請求内容の確認に時間を要したため');
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({
    payment_notifications: [{ id: 7, payment_date: '2026/11/30', remarks: '', late_reason: '請求内容の確認に時間を要したため', adjustments: [] }],
  });
});

/**
 * 支払済にする from the payment list: the confirmation states the count and the total before anything is sent; a
 * future 振込日 is refused before sending; the server's refusal names each payment and nothing is marked; the 取消
 * confirms its count and total too.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { formatDate, japanDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { createQueryClient } from '../../../app/query-client';
import { API } from '../../../test/api-mocks';
import { server } from '../../../test/setup';
import { ToastHost } from '../../../components/toast';
import { ApprovePaymentsDialog, MarkPaidDialog, UndoPaidDialog } from './paid-dialogs';

const chosen = [
  { id: 11, amount: 99_790 },
  { id: 12, amount: 5_210 },
];

function renderWith(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <ToastHost />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

it('confirms 「2件・合計¥105,000を支払済にします」, refuses a future 振込日, and shows the server’s named refusals', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/v2/employee/payments/paid`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        { errors: ['佐藤 花子: 既に支払済みです。'], code: 'VALIDATION_ERROR' },
        { status: 422 },
      );
    }),
  );
  const onClose = vi.fn();
  const user = renderWith(<MarkPaidDialog payments={chosen} open onClose={onClose} />);
  expect(screen.getByTestId('mark-paid-summary').textContent).toBe('2件・合計¥105,000を支払済にします');
  const submit = screen.getByRole('button', { name: '支払済にする' });

  const tomorrow = formatDate(japanDate(new Date(Date.now() + 86_400_000)));
  await user.type(screen.getByRole('textbox', { name: '振込日' }), tomorrow);
  expect(screen.getByText(ja.payments.paidFuture(tomorrow.replaceAll('/', '-'), todayInJapan()))).toBeTruthy();
  expect(submit).toHaveProperty('disabled', true);
  expect(bodies).toEqual([]);

  await user.clear(screen.getByRole('textbox', { name: '振込日' }));
  await user.click(submit);
  expect((await screen.findByTestId('paid-errors')).textContent).toBe('佐藤 花子: 既に支払済みです。');
  expect(bodies).toEqual([{ payment_ids: [11, 12] }]);
  expect(onClose).not.toHaveBeenCalled();
});

it('sends the typed 振込日 and closes once every payment is marked', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/v2/employee/payments/paid`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: [], meta: { count: 2 } });
    }),
  );
  const onClose = vi.fn();
  const user = renderWith(<MarkPaidDialog payments={chosen} open onClose={onClose} />);
  await user.type(screen.getByRole('textbox', { name: '振込日' }), formatDate(todayInJapan()));
  await user.click(screen.getByRole('button', { name: '支払済にする' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  expect(bodies).toEqual([{ payment_ids: [11, 12], paid_on: todayInJapan() }]);
  expect(await screen.findByText('2件の支払を支払済にしました。')).toBeTruthy();
});

it('confirms the 取消 with its count and total', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/v2/employee/payments/paid_undo`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: [], meta: { count: 1 } });
    }),
  );
  const onClose = vi.fn();
  const user = renderWith(<UndoPaidDialog payments={[chosen[0]!]} open onClose={onClose} />);
  expect(screen.getByTestId('undo-paid-summary').textContent).toBe('1件・合計¥99,790の支払済を取り消します');
  await user.click(screen.getByRole('button', { name: '取り消す' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  expect(bodies).toEqual([{ payment_ids: [11] }]);
});

it('承認する (二重承認): confirms the count and total, shows the server’s named refusal, then approves and closes', async () => {
  const bodies: unknown[] = [];
  let refuse = true;
  server.use(
    http.post(`${API}/v2/employee/payments/approvals`, async ({ request }) => {
      bodies.push(await request.json());
      if (refuse) return HttpResponse.json({ errors: [ja.payments.approvalOwn('山田 太郎')], code: 'VALIDATION_ERROR' }, { status: 422 });
      return HttpResponse.json({ data: [], meta: { count: 2 } });
    }),
  );
  const onClose = vi.fn();
  const pending = [
    { id: 21, amount: 1_000_000 },
    { id: 22, amount: 500_000 },
  ];
  const user = renderWith(<ApprovePaymentsDialog payments={pending} open onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: '支払を承認しますか？' })).toBeTruthy();
  expect(screen.getByTestId('approve-payments-summary').textContent).toBe('2件・合計¥1,500,000の支払を承認します');
  await user.click(screen.getByRole('button', { name: '承認する' }));
  expect((await screen.findByTestId('paid-errors')).textContent).toBe('山田 太郎: 作成した本人は承認できません。別の管理者が承認してください。');
  expect(onClose).not.toHaveBeenCalled();
  refuse = false;
  await user.click(screen.getByRole('button', { name: '承認する' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  expect(bodies).toEqual([{ payment_ids: [21, 22] }, { payment_ids: [21, 22] }]);
  expect(await screen.findByText('2件の支払を承認しました。')).toBeTruthy();
});

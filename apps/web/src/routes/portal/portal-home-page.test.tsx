/**
 * The portal's home (issue #21 item 5): 「対応が必要なもの」 lists what waits for the worker (each item opening its page),
 * then the contracts; the header names the worker, not the e-mail; every menu entry is on screen; the bell's count goes
 * down when a notice is opened or its page visited.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import type { WorkerTodosWire } from '@app/shared/todos';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';
import { workerAuthStorage } from '../../lib/auth-storage';

const none = { count: 0, items: [] };
const todos: WorkerTodosWire = {
  orders: {
    count: 1,
    items: [{ key: 'o1', title: 'バナー制作', subtitle: 'サイト制作業務委託契約', number: 'PO-2026-000003', amount: 55_000, date: '2026-06-01', link: '/portal/contracts/c1/orders/o1?company=1' }],
  },
  payment_notifications: none,
  deliveries: none,
  invoices: none,
  required_entries: { count: 1, items: [{ key: 'address', title: '住所', subtitle: null, number: null, amount: null, date: null, link: '/portal/profile?company=1' }] },
};

function portalApi(answer: WorkerTodosWire) {
  workerAuthStorage.set({ 'access-token': 't', client: 'c', uid: 'arai@example.com', 'token-type': 'Bearer', expiry: '' });
  server.use(
    http.get(`${API}/v2/worker/me`, () =>
      HttpResponse.json({ data: { id: 1, email: 'arai@example.com', name: '新井 結衣', companies: [{ id: 1, name: 'デモ株式会社', worker_code: 'w1' }] } }),
    ),
    http.get(`${API}/v2/worker/todos`, () => HttpResponse.json({ data: answer })),
    http.get(`${API}/v2/worker/contracts`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/v2/worker/notices`, () => HttpResponse.json({ data: [], meta: { unread_count: 0 } })),
    http.get(`${API}/v2/worker/required_entries`, () => HttpResponse.json({ data: { missing_entries: [], companies: [] } })),
    http.get(`${API}/v2/worker/my_number_requests`, () => HttpResponse.json({ data: [] })),
  );
}

afterEach(() => workerAuthStorage.clear());

it('shows what needs the worker, each item opening its page, before the contracts; the worker by name', async () => {
  portalApi(todos);
  renderApp('/portal', { signedIn: false });
  const block = await screen.findByRole('region', { name: '対応が必要なもの' });
  const orders = await within(block).findByRole('region', { name: '承認待ちの発注書' });
  const order = within(orders).getByTestId('todo-portal-orders-item');
  expect(order.textContent).toContain('バナー制作');
  expect(order.textContent).toContain('PO-2026-000003・サイト制作業務委託契約');
  expect(order.textContent).toContain('¥55,000');
  expect(order.getAttribute('href')).toBe('/portal/contracts/c1/orders/o1?company=1');
  expect(within(block).getByRole('region', { name: '未入力の必須項目' }).querySelector('a')?.getAttribute('href')).toBe('/portal/profile?company=1');
  // kinds with nothing are left out
  expect(within(block).queryByRole('region', { name: '確認待ちの支払通知書' })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: '契約一覧' })).toBeTruthy();
  expect(screen.getByTestId('portal-account-name').textContent).toBe('新井 結衣');
  const nav = screen.getByRole('navigation', { name: 'ワーカーメニュー' });
  expect(within(nav).getAllByRole('link')).toHaveLength(8);
});

it('says so when nothing waits', async () => {
  portalApi({ ...todos, orders: none, required_entries: none });
  renderApp('/portal', { signedIn: false });
  expect((await screen.findByTestId('portal-todos-done')).textContent).toBe('対応が必要なものはありません。');
});

it("opening a notice's page reads it: the bell's count goes down", async () => {
  portalApi(todos);
  const notice = { id: 5, title: '新しい発注書が届きました', body: 'デモ株式会社「バナー制作」', link: '/portal/payments', read_at: null as string | null, created_at: '2026-11-26T00:00:00Z' };
  const read: number[] = [];
  server.use(
    http.get(`${API}/v2/worker/notices`, () => HttpResponse.json({ data: [notice], meta: { unread_count: notice.read_at === null ? 1 : 0 } })),
    http.post(`${API}/v2/worker/notices/:id/read`, ({ params }) => {
      read.push(Number(params.id));
      notice.read_at = '2026-11-26T01:00:00Z';
      return HttpResponse.json({ data: notice });
    }),
    http.get(`${API}/v2/worker/payments`, () => HttpResponse.json({ data: [] })),
  );
  const { user } = renderApp('/portal', { signedIn: false });
  expect(await screen.findByRole('button', { name: 'お知らせ（未読1件）' })).toBeTruthy();
  expect(read).toEqual([]);
  await user.click(within(screen.getByRole('navigation', { name: 'ワーカーメニュー' })).getByRole('link', { name: '支払履歴' }));
  await waitFor(() => expect(read).toEqual([5]));
  expect(await screen.findByRole('button', { name: 'お知らせ' })).toBeTruthy();
});

/**
 * The company's ホーム (issue #21 item 5): each 要対応 kind with its count, its items naming the worker, the document and
 * the amount, each opening its document, and 「すべて見る」 to the filtered list; one line when nothing waits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { EmployeeTodosWire } from '@app/shared/todos';
import { server } from '../../test/setup';
import { API, noTodos } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const invoiceLink = '/worker/w1/contract/c1/delivery/d1/invoice';
const todos: EmployeeTodosWire = {
  ...noTodos,
  invoices: {
    count: 7,
    items: [
      { key: 'd1', worker: { code: 'w1', name: '田中 健太／タナカ開発工房' }, title: 'ロゴ制作／ロゴ一式', number: 'PO-2026-000012', amount: 222_332, date: '2026-11-20', link: invoiceLink },
    ],
  },
  payments_overdue: {
    count: 1,
    items: [{ key: 'p1', worker: { code: 'w2', name: '渡辺 翔' }, title: '支払', number: 'PY-202611-0001', amount: 10_000, date: '2026-11-01', link: '/payments?status=unpaid&worker=w2&from=2026/11/01&to=2026/11/01' }],
  },
};

it('lists each kind with its count and items; an item opens its document, 「すべて見る」 the filtered list', async () => {
  server.use(
    http.get(`${API}/v2/employee/todos`, () => HttpResponse.json({ data: todos })),
    http.get(`${API}/v2/employee/deliveries`, () => HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } })),
  );
  const { user, router } = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeTruthy();
  // ホーム is the first entry of the side menu and the current one
  const menu = screen.getByRole('navigation', { name: 'メインメニュー' });
  expect(within(menu).getAllByRole('link')[0]?.textContent).toBe('ホーム');
  expect(within(menu).getByRole('link', { name: 'ホーム' }).getAttribute('aria-current')).toBe('page');

  const invoices = await screen.findByRole('region', { name: '請求書確認待ち' });
  expect(within(invoices).getByTestId('todo-invoices-count').textContent).toBe('7件');
  const item = within(invoices).getByTestId('todo-invoices-item');
  expect(item.textContent).toContain('ロゴ制作／ロゴ一式（PO-2026-000012）');
  expect(item.textContent).toContain('田中 健太／タナカ開発工房・提出 2026/11/20');
  expect(item.textContent).toContain('¥222,332');
  expect(item.getAttribute('href')).toBe(invoiceLink);
  expect(within(screen.getByRole('region', { name: '支払遅延・期日超過' })).getByTestId('todo-payments_overdue-item').textContent).toContain('支払日 2026/11/01');
  // a kind with nothing says so, without 「すべて見る」
  const deliveries = screen.getByRole('region', { name: '納品確認待ち' });
  expect(deliveries.textContent).toContain('ありません');
  expect(within(deliveries).queryByRole('link', { name: /すべて見る/ })).toBeNull();
  expect(screen.queryByTestId('todo-all-done')).toBeNull();

  await user.click(within(invoices).getByRole('link', { name: '請求書確認待ち: すべて見る' }));
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/deliveries?invoice=reviewing'));
});

it('says so when nothing needs action', async () => {
  renderApp('/');
  expect((await screen.findByTestId('todo-all-done')).textContent).toBe('対応が必要なものはありません。');
  expect(screen.getAllByText('ありません')).toHaveLength(5);
});

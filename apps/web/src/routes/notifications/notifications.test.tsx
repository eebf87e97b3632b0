/**
 * The bell and the notifications page (moved here from the browser journey e2e/notifications.spec.ts): the badge after
 * a route change, a click that marks read and opens the contract, the page that marks a row read, the empty state.
 * The API's side (unread counts, read_at) is apps/api's notifications tests; the popup's 500×400 size needs real
 * layout and stays in the journey.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { NotificationListResponseWire, NotificationWire } from '@app/shared/notifications';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../test/contract-mocks';
import { renderApp } from '../../test/render-app';

/** The notification routes over `stored` (newest first): reads set read_at; the ids marked read are kept. */
function notificationsApi(stored: NotificationWire[]): number[] {
  const marked: number[] = [];
  server.use(
    http.get(`${API}/v2/employee/notifications`, () =>
      HttpResponse.json({
        data: stored,
        meta: { total_count: stored.length, unread_notification_count: stored.filter((n) => n.read_at === null).length },
      } satisfies NotificationListResponseWire),
    ),
    http.post(`${API}/v2/employee/notifications/:id/read_notification`, ({ params }) => {
      const id = Number(params.id);
      marked.push(id);
      const index = stored.findIndex((n) => n.id === id);
      const found = stored[index];
      if (!found) return HttpResponse.json({ errors: ['お知らせが見つかりません。'], code: 'NOT_FOUND' }, { status: 404 });
      stored[index] = { ...found, read_at: '2026-06-01T00:00:00.000Z' };
      return HttpResponse.json({ data: stored[index] });
    }),
  );
  return marked;
}

const notification = (id: number, title: string, overrides: Partial<NotificationWire> = {}): NotificationWire => ({
  id,
  title,
  body: '',
  created_at: '2026-06-01T00:00:00.000Z',
  read_at: null,
  activity_group: null,
  contract: null,
  link: null,
  ...overrides,
});

it('the badge follows new notifications after a route change', async () => {
  const stored: NotificationWire[] = [];
  notificationsApi(stored);
  server.use(
    http.get(`${API}/user/workers/custom_display`, () => HttpResponse.json({ data: [], per_page: 25, total_count: 0 })),
    http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
    http.get(`${API}/v2/employee/agents`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
  );
  const { user } = renderApp('/worker');
  await screen.findByTestId('notification-bell');
  await screen.findByRole('heading', { level: 1, name: 'ワーカー一覧' });
  expect(screen.queryByTestId('notification-badge')?.textContent ?? '').toBe('');

  stored.push(notification(1, '新しいお知らせ'), notification(2, 'もう一つのお知らせ'));
  await user.click(within(screen.getByRole('navigation', { name: 'メインメニュー' })).getByRole('link', { name: 'エージェント' }));
  await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
});

it('clicking a contract notification marks it read and opens the contract with only_contract=true', async () => {
  const worker = { code: 'tanaka1', name: '田中 健太' };
  const contract = contractOf({ id: 4, code: 'c4', title: 'Webアプリケーション開発業務委託契約', worker_code: worker.code, worker_name: worker.name });
  const other = contractOf({ id: 5, code: 'c5', title: '別の契約', worker_code: worker.code, worker_name: worker.name });
  server.use(...workerWithContracts(worker, [contract, other]).handlers);
  const marked = notificationsApi([
    notification(7, `${worker.name}さんから納品物が提出されました`, { contract: { businessor_code: worker.code, contract_code: contract.code } }),
  ]);
  const { user, router } = renderApp('/notifications?page=1');
  await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));

  await user.click(screen.getByTestId('notification-bell'));
  const item = within(await screen.findByTestId('notification-popup')).getAllByTestId('notification-item')[0];
  if (!item) throw new Error('the popup lists no notification');
  expect(item.getAttribute('data-unread')).toBe('true');
  await user.click(item);

  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/worker/${worker.code}/contract/${contract.code}?only_contract=true`));
  expect(await screen.findByRole('heading', { level: 1, name: worker.name })).toBeTruthy();
  expect(within(screen.getByRole('tablist', { name: 'ワーカー詳細' })).getByRole('tab', { name: '契約', selected: true })).toBeTruthy();
  // only the contract: no tab row of its orders, deliveries and 支払通知書
  expect((await screen.findByTestId('contract-view')).textContent).toContain(contract.title);
  expect(screen.queryByRole('tablist', { name: '契約のメニュー' })).toBeNull();
  expect(marked).toEqual([7]);
  await waitFor(() => expect(screen.queryByTestId('notification-badge')?.textContent ?? '').toBe(''));
});

it('a notification that names its document opens the document (link) rather than the contract', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/v2/employee/deliveries`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('invoice_status') ?? '');
      return HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } });
    }),
  );
  notificationsApi([
    notification(8, '田中 健太さんが請求書を提出しました：「ロゴ制作」／ロゴ一式（PO-2026-000001）', {
      contract: { businessor_code: 'tanaka1', contract_code: 'c4' },
      link: '/deliveries?invoice=reviewing',
    }),
  ]);
  const { user, router } = renderApp('/notifications?page=1');
  const main = await screen.findByRole('main');
  await waitFor(() => expect(within(main).getAllByTestId('notification-item')).toHaveLength(1));
  await user.click(within(main).getAllByTestId('notification-item')[0]!);
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/deliveries?invoice=reviewing'));
  // the list opens filtered on 請求書 確認待ち
  expect(within(await screen.findByTestId('delivery-invoice-filter')).getByRole('combobox').textContent).toBe('請求未承認');
  await waitFor(() => expect(asked).toContain('reviewing'));
});

it('the notifications page marks a row read when it is opened; no notifications show the empty state', async () => {
  const marked = notificationsApi([notification(3, '一般のお知らせ', { body: '本文です。' })]);
  const page = renderApp('/notifications?page=1');
  const main = await screen.findByRole('main');
  await waitFor(() => expect(within(main).getAllByTestId('notification-item')).toHaveLength(1));
  const item = within(main).getAllByTestId('notification-item')[0];
  if (!item) throw new Error('the page lists no notification');
  expect(item.textContent).toContain('本文です。');
  expect(item.getAttribute('data-unread')).toBe('true');
  await page.user.click(item);
  await waitFor(() => expect(within(main).getAllByTestId('notification-item')[0]?.getAttribute('data-unread')).toBe('false'));
  expect(marked).toEqual([3]);
  page.unmount();

  server.resetHandlers();
  renderApp('/notifications');
  expect((await screen.findByTestId('notifications-empty')).textContent).toContain('お知らせはありません');
});

/**
 * The side menu (SPEC §2, issue #21 item 8): every role sees the main areas, only a viewer goes without 設定, only the
 * マイナンバー事務取扱担当者 sees マイナンバー; on a contract's pages the list the user
 * came from stays lit (lib/menu-area.ts has the rule's cases).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { employeeRoles } from '@app/shared/roles';
import { API, owner } from '../../test/api-mocks';
import { contractOf, workerWithContracts } from '../../test/contract-mocks';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/setup';

it.each(employeeRoles)('%s: the main areas, and 設定 unless a viewer', async (role) => {
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role, is_my_number_staff: false } } })));
  const view = renderApp('/notifications');
  const menu = await screen.findByRole('navigation', { name: 'メインメニュー' });
  expect(await within(menu).findByRole('link', { name: 'ワーカー' })).toBeTruthy();
  for (const name of ['契約', 'エージェント', '発注書', '納品', '支払通知書', '支払', '支払調書', '電子帳簿', '稼働管理', '活動一覧']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
  // the menu waits for the profile before it knows the role
  await screen.findByTestId('user-menu-name');
  expect(within(menu).queryByRole('link', { name: '設定' }) !== null).toBe(role !== 'viewer');
  // マイナンバー only for the designated staff
  expect(within(menu).queryByRole('link', { name: 'マイナンバー' })).toBeNull();
  view.unmount();
});

it('マイナンバー is offered to the designated staff and leads to /my-number', async () => {
  renderApp('/notifications');
  const menu = await screen.findByRole('navigation', { name: 'メインメニュー' });
  expect((await within(menu).findByRole('link', { name: 'マイナンバー' })).getAttribute('href')).toBe('/my-number');
});

it('on an order reached from 発注書 the 発注書 item is lit, not ワーカー; opened directly it is ワーカー', async () => {
  const worker = { code: 'tanaka1', name: '田中 健太' };
  server.use(
    ...workerWithContracts(worker, [contractOf({ id: 1, code: 'c1', title: '開発契約', worker_code: worker.code, worker_name: worker.name })]).handlers,
    http.get(`${API}/v2/employee/purchase_orders`, () => HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } })),
    http.get(`${API}/v2/employee/contracts/:code/purchase_orders`, () => HttpResponse.json({ data: [], meta: { total_count: 0, page: 1, limit: 20 } })),
  );
  const lit = () => within(screen.getByRole('navigation', { name: 'メインメニュー' })).getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent);
  window.sessionStorage.clear();
  const { router, unmount } = renderApp('/purchase_order');
  await screen.findByTestId('order-total');
  expect(lit()).toEqual(['発注書']);
  await act(() => router.navigate('/worker/tanaka1/contract/c1/order'));
  await screen.findByRole('tablist', { name: '契約のメニュー' });
  expect(lit()).toEqual(['発注書']);
  // the worker's own page is the ワーカー area again
  await act(() => router.navigate('/worker/tanaka1/contract'));
  await waitFor(() => expect(lit()).toEqual(['ワーカー']));
  unmount();

  window.sessionStorage.clear();
  renderApp('/worker/tanaka1/contract/c1/order');
  await screen.findByRole('tablist', { name: '契約のメニュー' });
  expect(lit()).toEqual(['ワーカー']);
});

/** The side menu by role (SPEC §2): every role sees the main areas; only a viewer goes without 設定. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { employeeRoles } from '@app/shared/roles';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/setup';

it.each(employeeRoles)('%s: the main areas, and 設定 unless a viewer', async (role) => {
  server.use(http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile: { ...owner, role } } })));
  const view = renderApp('/notifications');
  const menu = await screen.findByRole('navigation', { name: 'メインメニュー' });
  expect(await within(menu).findByRole('link', { name: 'ワーカー' })).toBeTruthy();
  for (const name of ['契約', 'エージェント', '活動一覧']) expect(within(menu).getByRole('link', { name })).toBeTruthy();
  // the menu waits for the profile before it knows the role
  await screen.findByTestId('user-menu-name');
  expect(within(menu).queryByRole('link', { name: '設定' }) !== null).toBe(role !== 'viewer');
  view.unmount();
});

/**
 * One's own account pages (moved here from the browser journey e2e/account.spec.ts): the profile name and the password
 * change. What the server stores and refuses — the new name, a wrong current password on `current_password`, the
 * other devices signed out — is apps/api's profile and auth tests; here the answers are made up at the network edge.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { Profile } from '@app/shared/profile';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

it('profile: the menu opens it; a new name shows the toast, the new name in the user menu and on the page', async () => {
  let profile: Profile = { ...owner, name: '変更前 太郎', role: 'general', role_name: '一般' };
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/profile`, () => HttpResponse.json({ data: { profile } })),
    http.put(`${API}/profile`, async ({ request }) => {
      const body = (await request.json()) as { profile: { name: string } };
      bodies.push(body);
      profile = { ...profile, name: body.profile.name };
      return HttpResponse.json({ data: { profile } });
    }),
  );
  const { user, router } = renderApp('/notifications');
  await user.click(await screen.findByTestId('user-menu-button'));
  await user.click(await screen.findByRole('menuitem', { name: 'プロフィール' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  expect((await screen.findByTestId('profile-email')).textContent).toBe(owner.email);
  expect(screen.getByTestId('profile-role').textContent).toBe('一般');
  expect(screen.getByTestId('profile-company').textContent).toBe('デモ株式会社');

  const name = await screen.findByDisplayValue('変更前 太郎');
  await user.clear(name);
  await user.type(name, '変更後 花子');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('プロフィールを更新しました。'));
  expect(bodies).toEqual([{ profile: { name: '変更後 花子' } }]);
  await waitFor(() => expect(screen.getByTestId('user-menu-name').textContent).toBe('変更後 花子'));
  expect(screen.getByTestId('profile-name').textContent).toBe('変更後 花子');
});

it('settings: a wrong current password shows the server message on the input; a correct change shows the toast and keeps the session', async () => {
  const wrong = '現在のパスワードが正しくありません。';
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`${API}/auth/password`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.current_password !== 'password1234') {
        return HttpResponse.json({ errors: [wrong], code: 'VALIDATION_ERROR', fields: { current_password: [wrong] } }, { status: 422 });
      }
      return HttpResponse.json({ data: { message: 'ok' } });
    }),
  );
  const { user, router } = renderApp('/notifications');
  await user.click(await screen.findByTestId('user-menu-button'));
  await user.click(await screen.findByRole('menuitem', { name: 'パスワード設定' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));

  const fill = async (current: string) => {
    const main = screen.getByRole('main');
    for (const [label, value] of [[/^現在のパスワード/, current], [/^新しいパスワード(\s*\*)?$/, 'new-password-123'], [/^新しいパスワード（確認）/, 'new-password-123']] as const) {
      const input = within(main).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(main).getByRole('button', { name: 'パスワードを変更する' }));
  };
  await screen.findByLabelText(/^現在のパスワード/);
  await fill('not-my-password');
  expect(await screen.findByText(wrong)).toBeTruthy();
  expect(screen.getByLabelText(/^現在のパスワード/).getAttribute('aria-invalid')).toBe('true');
  expect(router.state.location.pathname).toBe('/settings');

  await fill('password1234');
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('パスワードを変更しました。他の端末からはログアウトされました。'));
  expect(bodies.at(-1)).toEqual({ current_password: 'password1234', password: 'new-password-123', password_confirmation: 'new-password-123' });
  // this session stays: the profile page opens
  await router.navigate('/profile');
  expect((await screen.findByTestId('profile-email')).textContent).toBe(owner.email);
  expect(router.state.location.pathname).toBe('/profile');
});

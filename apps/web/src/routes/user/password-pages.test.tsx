/**
 * SPEC §8 failure messages of the signed-out password pages, with the network cut at the edge (moved here from the
 * browser journeys: nothing of it needs a server).
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API, NETWORK, networkFailure } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';
import { getAuthHeaders } from '../../lib/auth-storage';

describe('password pages', () => {
  it('an invited employee who sets a password is signed in by the answer and lands on the app, not on /login', async () => {
    server.use(
      http.get(`${API}/user/user/:token`, () =>
        HttpResponse.json({ data: { employee_invite: { email: 'new@example.com', name: '招待 次郎', company_name: 'デモ株式会社', expires_at: new Date(Date.now() + 3600_000).toISOString() } } }),
      ),
      http.post(`${API}/user/user/register`, () =>
        HttpResponse.json(
          { data: { message: 'パスワードを登録しました。' } },
          { headers: { 'access-token': 'registered-token', client: 'registered-client', uid: 'new@example.com', 'token-type': 'Bearer', expiry: '9999999999' } },
        ),
      ),
    );
    const { user, router } = renderApp(`/user/password/${'y'.repeat(43)}`, { signedIn: false });
    await user.type(await screen.findByLabelText(/^パスワード(\s*\*)?$/), 'Kasumi-Bridge-4821');
    await user.type(screen.getByLabelText(/^パスワード（確認）/), 'Kasumi-Bridge-4821');
    await user.click(screen.getByRole('button', { name: 'パスワードを登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getAuthHeaders()).toMatchObject({ 'access-token': 'registered-token', uid: 'new@example.com' });
  });

  it('an invitation that cannot be loaded says so, with the reason', async () => {
    server.use(http.get(`${API}/user/user/:token`, networkFailure));
    renderApp(`/user/password/${'y'.repeat(43)}`, { signedIn: false });
    expect((await screen.findByTestId('link-problem')).textContent).toContain(`初期登録情報の取得に失敗しました。${NETWORK}`);
  });

  it('a reset request that cannot be sent stays on the page with the toast; a 404 answer counts as sent (SPEC §4)', async () => {
    server.use(http.post(`${API}/auth/password`, networkFailure));
    const { user, router } = renderApp('/user/reset_password', { signedIn: false });
    await user.type(await screen.findByLabelText(/^メールアドレス/), 'general@example.com');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(`パスワード再設定メールを送信に失敗しました。${NETWORK}`);
    expect(router.state.location.pathname).toBe('/user/reset_password');

    server.use(http.post(`${API}/auth/password`, () => HttpResponse.json({ errors: ['x'], code: 'NOT_FOUND' }, { status: 404 })));
    await user.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('パスワード再設定メールを送信しました'));
  });

  it('a new password that cannot be saved shows the toast with the reason', async () => {
    server.use(
      http.get(`${API}/user/user/reset_password`, () => HttpResponse.json({ data: { expires_at: new Date(Date.now() + 3600_000).toISOString() } })),
      http.post(`${API}/user/user/reset_password`, networkFailure),
    );
    const { user } = renderApp(`/user/reset_password/edit?token=${'z'.repeat(43)}`, { signedIn: false });
    await user.type(await screen.findByLabelText(/^新しいパスワード(\s*\*)?$/), 'Kasumi-Bridge-4821');
    await user.type(screen.getByLabelText(/^新しいパスワード（確認）/), 'Kasumi-Bridge-4821');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(`パスワード再設定に失敗しました。${NETWORK}`);
  });
});

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

describe('password pages', () => {
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

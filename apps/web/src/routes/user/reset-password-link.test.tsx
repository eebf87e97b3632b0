/**
 * An expired password-reset link (moved here from the browser journey e2e/password-reset.spec.ts): the page shows the
 * server's message and a way back instead of the form. The 410 itself is apps/api's users test ("an expired link
 * answers 410"), the link pages' no-referrer header apps/api/src/platform/platform.test.ts; the whole reset by mail
 * stays in the journey.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

it('an expired reset link shows a clear message and a way back, not a form', async () => {
  const expired = 'このパスワード再設定リンクは有効期限が切れています。もう一度再設定メールを送信してください。';
  server.use(http.get(`${API}/user/user/reset_password`, () => HttpResponse.json({ errors: [expired], code: 'LINK_EXPIRED' }, { status: 410 })));
  const { user, router } = renderApp(`/user/reset_password/edit?token=${'x'.repeat(43)}`, { signedIn: false });
  const problem = await screen.findByTestId('link-problem');
  expect(problem.textContent).toContain('このパスワード再設定リンクは有効期限が切れています。');
  expect(screen.queryByRole('button', { name: 'パスワードを再設定する' })).toBeNull();
  await user.click(screen.getByRole('link', { name: '再設定メールを送信し直す' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/user/reset_password'));
});

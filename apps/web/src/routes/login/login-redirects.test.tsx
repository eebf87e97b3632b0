/**
 * The login page's own rules and the session guards (moved here from the browser journeys e2e/auth.spec.ts and
 * e2e/navigation.spec.ts: the client decides all of them; the API's side — a wrong password answers 401 with this
 * text, an expired device answers 401 — is apps/api's auth tests). The form login and logout against the real server
 * stay in e2e/auth.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { WorkerListResponseWire } from '@app/shared/workers';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const signedInHeaders = { 'access-token': 'token', client: 'client', uid: owner.email, 'token-type': 'Bearer', expiry: '9999999999' };

/** POST /auth/sign_in answers the owner with fresh headers; the worker list answers empty (the ホーム's todos: defaultHandlers). */
const signInAndLanding = [
  http.post(`${API}/auth/sign_in`, () =>
    HttpResponse.json({ data: { id: owner.id, code: owner.code, email: owner.email, name: owner.name, role: owner.role, company_id: 1 } }, { headers: signedInHeaders }),
  ),
  http.get(`${API}/user/workers/custom_display`, () => HttpResponse.json({ data: [], per_page: 25, total_count: 0 } satisfies WorkerListResponseWire)),
  http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
  http.get(`${API}/v2/employee/agents`, () => HttpResponse.json({ data: [], meta: { total_count: 0 } })),
];

async function submitLogin(user: ReturnType<typeof renderApp>['user'], password = 'password1234') {
  await user.type(await screen.findByLabelText(/^メールアドレス/), owner.email);
  await user.type(screen.getByLabelText(/^パスワード/), password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

it('a wrong password shows the server message above the form and stays on /login', async () => {
  server.use(
    http.post(`${API}/auth/sign_in`, () =>
      HttpResponse.json({ errors: ['メールアドレスまたはパスワードが正しくありません。'], code: 'UNAUTHORIZED' }, { status: 401 }),
    ),
  );
  const { user, router } = renderApp('/login', { signedIn: false });
  await submitLogin(user, 'wrong-password-1');
  expect((await screen.findByTestId('login-error')).textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  expect(router.state.location.pathname).toBe('/login');
});

it('a logged-out visit goes to /login and returns to the remembered path (with its query) after login', async () => {
  server.use(...signInAndLanding);
  const { user, router } = renderApp('/notifications?page=1', { signedIn: false });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await submitLogin(user);
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/notifications?page=1'));
  expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeTruthy();
});

it('/login while logged in goes to the ホーム (/)', async () => {
  server.use(...signInAndLanding);
  const { router } = renderApp('/login');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeTruthy();
});

it('/ is the ホーム when logged in, and goes through /login when logged out and back', async () => {
  server.use(...signInAndLanding);
  const signedIn = renderApp('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'ホーム' })).toBeTruthy();
  expect(signedIn.router.state.location.pathname).toBe('/');
  signedIn.unmount();
  window.localStorage.clear();

  const { user, router } = renderApp('/', { signedIn: false });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await submitLogin(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

it('an expired token sends the user to /login with the toast on the next navigation, and login returns there', async () => {
  server.use(...signInAndLanding);
  const { user, router } = renderApp('/worker');
  await screen.findByRole('heading', { level: 1, name: 'ワーカー一覧' });
  await waitFor(() => expect(screen.getByTestId('user-menu-name').textContent).toBe(owner.name));

  // the server no longer knows the device: every call answers 401
  server.use(http.all(`${API}/*`, () => HttpResponse.json({ errors: ['ログインしてください。'], code: 'UNAUTHORIZED' }, { status: 401 })));
  await user.click(within(screen.getByRole('navigation', { name: 'メインメニュー' })).getByRole('link', { name: 'エージェント' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain('ログインの有効期限が切れました。'));

  server.resetHandlers();
  server.use(...signInAndLanding);
  await submitLogin(user);
  await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
});

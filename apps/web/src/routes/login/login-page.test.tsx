/** One address, several companies: the login form asks which company and signs in again with it. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

it('asks which company when the password opens several, then signs in to the chosen one', async () => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/auth/sign_in`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.company_id === undefined) {
        return HttpResponse.json(
          {
            errors: ['ログインする会社を選択してください。'],
            code: 'COMPANY_SELECTION_REQUIRED',
            meta: { companies: [{ id: 1, name: 'デモ株式会社' }, { id: 2, name: '株式会社サンプル' }] },
          },
          { status: 409 },
        );
      }
      return HttpResponse.json(
        { data: { id: 9, code: 'e9', email: 'owner@example.com', name: '山田 太郎', role: 'general', company_id: 2 } },
        { headers: { 'access-token': 'token', client: 'client', uid: 'owner@example.com', 'token-type': 'Bearer', expiry: '9999999999' } },
      );
    }),
    // the page the sign-in lands on
    http.get(`${API}/user/workers/custom_display`, () => HttpResponse.json({ data: [], per_page: 25, total_count: 0 })),
    http.get(`${API}/user/worker_list_custom_display_fields`, () => HttpResponse.json({ data: [] })),
  );
  const { user, router } = renderApp('/login', { signedIn: false });
  await user.type(await screen.findByLabelText(/^メールアドレス/), 'owner@example.com');
  await user.type(screen.getByLabelText(/^パスワード/), 'password1234');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  expect(await screen.findByText('このメールアドレスは複数の会社に登録されています。ログインする会社を選んでください。')).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: '株式会社サンプル' }));
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  await screen.findByRole('heading', { level: 1, name: 'ホーム' });
  expect(router.state.location.pathname).toBe('/');
  expect(bodies).toEqual([
    { email: 'owner@example.com', password: 'password1234' },
    { email: 'owner@example.com', password: 'password1234', company_id: 2 },
  ]);
});

/** I8 (issue #19): the page of the link mailed to an employee's new address shows the change and applies it on a click. */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const token = 'e'.repeat(43);

describe('/user/email_change/{token}', () => {
  it('shows the current and the new address, confirms on the button and sends the person to the login page', async () => {
    let confirmed = false;
    server.use(
      http.get(`${API}/user/email_change/:token`, () =>
        HttpResponse.json({
          data: { email_change: { current_email: 'old@example.com', new_email: 'new@example.com', company_name: 'デモ株式会社', expires_at: new Date(Date.now() + 3600_000).toISOString() } },
        }),
      ),
      http.post(`${API}/user/email_change/:token`, () => {
        confirmed = true;
        return HttpResponse.json({ data: { message: 'メールアドレスを変更しました。新しいメールアドレスでログインしてください。' } });
      }),
    );
    const { user, router } = renderApp(`/user/email_change/${token}`, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'メールアドレスの変更' })).toBeTruthy();
    expect(screen.getByTestId('email-change-current').textContent).toBe('old@example.com');
    expect(screen.getByTestId('email-change-new').textContent).toBe('new@example.com');
    expect(confirmed).toBe(false);
    await user.click(screen.getByRole('button', { name: 'メールアドレスを変更する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(confirmed).toBe(true);
    expect(screen.getByTestId('toast').textContent).toBe('メールアドレスを変更しました。新しいメールアドレスでログインしてください。');
  });

  it('a used or unknown link says so in Japanese', async () => {
    server.use(
      http.get(`${API}/user/email_change/:token`, () =>
        HttpResponse.json({ errors: ['このリンクは無効です。すでに使用されたか、新しい変更手続きが行われた可能性があります。'], code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp(`/user/email_change/${token}`, { signedIn: false });
    expect((await screen.findByTestId('link-problem')).textContent).toContain('このリンクは無効です。');
  });
});

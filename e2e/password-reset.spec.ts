import { expect, test } from '@playwright/test';
import { createEmployee, withDb } from './support/db';
import { waitForMail } from './support/mail';
import { fillLogin } from './support/session';

const NEW_PASSWORD = 'Kasumi-Bridge-4821';

test('password reset end to end: request → mail → new password → old sessions end → sign in', async ({ page, browser }) => {
  const employee = await createEmployee('general', '再設定 花子');
  // a session on another device, to be signed out by the reset
  const other = await browser.newPage();
  await other.goto('/login');
  await fillLogin(other, employee.email);
  await expect(other).toHaveURL(/\/worker$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page).toHaveURL(/\/user\/reset_password$/);
  await page.getByLabel(/^メールアドレス/).fill(employee.email);
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('パスワード再設定メールを送信しました');

  const mail = await waitForMail({ to: employee.email, subject: 'パスワード再設定' });
  const link = mail.links.find((l) => l.includes('/user/reset_password/edit?token='));
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  await page.getByLabel(/^新しいパスワード(\s*\*)?$/).fill(NEW_PASSWORD);
  await page.getByLabel(/^新しいパスワード（確認）/).fill('something-else-1');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByText('確認用のパスワードが一致しません。')).toBeVisible();
  await page.getByLabel(/^新しいパスワード（確認）/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('パスワード再設定しました。');

  // the other device is signed out
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await other.close();

  await fillLogin(page, employee.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/worker$/);

  // the link is single use
  await page.goto(link!);
  await expect(page.getByTestId('link-problem')).toContainText('このパスワード再設定リンクは無効です。');
  await expect(page.getByRole('link', { name: '再設定メールを送信し直す' })).toBeVisible();
});

// An unknown address gets the same answer: the API test proves it (auth/password tests), the page's handling of it
// the component test (routes/user/password-pages.test.tsx).

test('an expired reset link shows a clear message and a way back, not a form', async ({ page }) => {
  const employee = await createEmployee('general');
  await page.goto('/user/reset_password');
  await page.getByLabel(/^メールアドレス/).fill(employee.email);
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  const mail = await waitForMail({ to: employee.email });
  await withDb((db) => db.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute' WHERE employee_id = $1`, [employee.id]));
  const link = mail.links.find((l) => l.includes('token='))!;
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByTestId('link-problem')).toContainText('このパスワード再設定リンクは有効期限が切れています。');
  await expect(page.getByRole('button', { name: 'パスワードを再設定する' })).toHaveCount(0);
  await page.getByRole('link', { name: '再設定メールを送信し直す' }).click();
  await expect(page).toHaveURL(/\/user\/reset_password$/);
});

// An unknown invitation link (its message and the way to the login) is visited by e2e/accessibility.spec.ts; the
// no-referrer header of link pages is an API test (apps/api/src/platform/platform.test.ts).

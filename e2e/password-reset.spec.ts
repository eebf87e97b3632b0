import { expect, test } from '@playwright/test';
import { createEmployee } from './support/db';
import { waitForMail } from './support/mail';
import { fillLogin } from './support/session';

const NEW_PASSWORD = 'Kasumi-Bridge-4821';

test('password reset end to end: request → mail → new password → old sessions end → sign in', async ({ page, browser }) => {
  const employee = await createEmployee('general', '再設定 花子');
  // a session on another device, to be signed out by the reset
  const other = await browser.newPage();
  await other.goto('/login');
  await fillLogin(other, employee.email);
  await expect(other).toHaveURL(/\/$/);

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
  await expect(page).toHaveURL(/\/$/);

  // the link is single use
  await page.goto(link!);
  await expect(page.getByTestId('link-problem')).toContainText('このパスワード再設定リンクは無効です。');
  await expect(page.getByRole('link', { name: '再設定メールを送信し直す' })).toBeVisible();
});

// An unknown address gets the same answer: the API test proves it (auth/password tests), the page's handling of it
// the component test (routes/user/password-pages.test.tsx).

// An expired link (the message and the way back, no form) is a component test,
// apps/web/src/routes/user/reset-password-link.test.tsx; the 410 is apps/api's users test.

// An unknown invitation link (its message and the way to the login) is visited by e2e/accessibility.spec.ts; the
// no-referrer header of link pages is an API test (apps/api/src/platform/platform.test.ts).

import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './db';

/** Signs in through the login form (the page must be on /login). */
export async function fillLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/^メールアドレス/).fill(email);
  await page.getByLabel(/^パスワード/).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** Opens /login, signs in and waits for the default page and the profile (user menu) to load. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/worker$/);
  await expect(page.getByTestId('user-menu-name')).not.toBeEmpty();
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'メインメニュー' });
}

import { expect, test } from '@playwright/test';
import { createEmployee } from './support/db';
import { login } from './support/session';

test('settings: すべての端末からログアウト signs out this browser and another one after confirming', async ({ page, browser }) => {
  const employee = await createEmployee('general');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await login(other, employee.email);
  await login(page, employee.email);

  await page.goto('/settings');
  await page.getByRole('button', { name: 'すべての端末からログアウト' }).click();
  const dialog = page.getByRole('dialog', { name: 'すべての端末からログアウトしますか？' });
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'すべての端末からログアウト' }).click();
  await dialog.getByRole('button', { name: 'ログアウトする' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('すべての端末からログアウトしました。再度ログインしてください。');

  // the other browser's next request is refused: it lands on /login
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/login$/);
  await otherContext.close();
});

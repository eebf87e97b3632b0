import { expect, test } from '@playwright/test';
import { createEmployee, employeeName } from './support/db';
import { login } from './support/session';

test('profile: editing the name shows the toast and the new name in the user menu', async ({ page }) => {
  const employee = await createEmployee('general', '変更前 太郎');
  await login(page, employee.email);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'プロフィール' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(employee.email);
  await expect(page.getByTestId('profile-role')).toHaveText('一般');
  await expect(page.getByTestId('profile-company')).toHaveText('デモ株式会社');

  const name = page.getByLabel('氏名');
  await expect(name).toHaveValue('変更前 太郎');
  await name.fill('変更後 花子');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('プロフィールを更新しました');
  await expect(page.getByTestId('user-menu-name')).toHaveText('変更後 花子');
  await expect(page.getByTestId('profile-name')).toHaveText('変更後 花子');
  expect(await employeeName(employee)).toBe('変更後 花子');
});

// The empty-name check of the profile form is a component test: apps/web/src/routes/profile/profile-page.test.tsx.

test('settings: a wrong current password shows the server message on the input; a correct change shows the success toast and keeps this session', async ({ page }) => {
  const employee = await createEmployee('general');
  await login(page, employee.email);
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'パスワード設定' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('現在のパスワード').fill('not-my-password');
  await page.getByLabel(/^新しいパスワード(\s*\*)?$/).fill('new-password-123');
  await page.getByLabel('新しいパスワード（確認）').fill('new-password-123');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByText('現在のパスワードが正しくありません。')).toBeVisible();
  await expect(page.getByLabel('現在のパスワード')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByLabel('現在のパスワード').fill(employee.password);
  await page.getByLabel(/^新しいパスワード(\s*\*)?$/).fill('new-password-123');
  await page.getByLabel('新しいパスワード（確認）').fill('new-password-123');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('パスワードを変更しました。他の端末からはログアウトされました。');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-email')).toHaveText(employee.email);
});

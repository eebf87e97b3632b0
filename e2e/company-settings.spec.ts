import { expect, test } from '@playwright/test';
import { demoState } from './support/session';

test.describe('as the owner', () => {
  test.use({ storageState: demoState('owner') });

  test('basic information: the invoice number is checked (T + 13 digits, check digit), then saved', async ({ page }) => {
    await page.goto('/company');
    await page.getByRole('link', { name: /基本情報/ }).first().click();
    await expect(page).toHaveURL(/\/company\/basic_information$/);
    await page.getByLabel('インボイス登録番号').fill('T8123456789012');
    await page.getByLabel('郵便番号').fill('1000001');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('インボイス登録番号は「T」と13桁の数字で、チェックデジットが正しいものを入力してください。')).toBeVisible();
    await page.getByLabel('インボイス登録番号').fill('T7123456789012');
    await page.getByLabel('住所').fill('東京都千代田区千代田1-1');
    await page.getByLabel('代表者名').fill('山田 太郎');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('基本情報を更新しました');
    await page.reload();
    await expect(page.getByLabel('インボイス登録番号')).toHaveValue('T7123456789012');
    await expect(page.getByLabel('郵便番号')).toHaveValue('100-0001');
  });

  test('a company sub-page of a later issue says 準備中; an unknown one is 404', async ({ page }) => {
    await page.goto('/company/custom_field');
    await expect(page.getByTestId('coming-soon')).toHaveText('この設定画面は準備中です。');
    await page.goto('/company/nope');
    await expect(page.getByText('404')).toBeVisible();
  });
});

test.describe('as a general employee', () => {
  test.use({ storageState: demoState('general') });

  test('authority: the role table comes from the server', async ({ page }) => {
    await page.goto('/company/authority');
    await expect(page.getByRole('heading', { name: '権限', level: 1 })).toBeVisible();
    for (const label of ['オーナー管理者', '管理者', '一般', '閲覧者']) {
      await expect(page.getByRole('table', { name: '権限一覧' }).getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('permission-administrator-manageOwners')).toHaveAttribute('data-allowed', 'false');
    await expect(page.getByTestId('permission-owner_administrator-manageOwners')).toHaveAttribute('data-allowed', 'true');
    await expect(page.getByTestId('permission-general-manageEmployees')).toHaveAttribute('data-allowed', 'false');
  });
});

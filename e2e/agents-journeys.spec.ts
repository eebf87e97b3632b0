import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoState, sideMenu } from './support/session';

test.use({ storageState: demoState('general') });

test('create an agent, then an agent contract that placed a worker', async ({ page }) => {
  const name = `株式会社紹介テスト${randomBytes(3).toString('hex')}`;
  await page.goto('/worker');
  await sideMenu(page).getByRole('link', { name: 'エージェント' }).click();
  await expect(page.getByRole('heading', { name: 'エージェント一覧', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'エージェント一覧' })).toContainText('株式会社テックリンク');

  await page.getByRole('button', { name: 'エージェントを登録' }).click();
  const dialog = page.getByRole('dialog', { name: 'エージェントを登録' });
  await dialog.getByLabel(/^名称/).fill(name);
  await dialog.getByLabel(/^フリガナ/).fill('ショウカイテスト');
  await dialog.getByLabel(/^インボイス登録番号/).fill('T1234567890123');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(dialog.getByText('インボイス登録番号の法人番号が正しくありません（チェックデジット不一致）。')).toBeVisible();
  await dialog.getByLabel(/^インボイス登録番号/).fill('T7000012050002');
  await dialog.getByLabel(/^担当者名/).fill('紹介 花子');
  await dialog.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'エージェントを登録しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/[a-z2-7]+$/);
  await expect(page.getByTestId('agent-detail-name')).toHaveText(name);

  await page.getByRole('tab', { name: '紹介契約' }).click();
  await expect(page).toHaveURL(/\/agent\/[a-z2-7]+\/contract$/);
  await expect(page.getByText('紹介契約はまだありません')).toBeVisible();
  await page.getByRole('button', { name: '紹介契約を作成' }).click();
  const form = page.getByRole('dialog', { name: '紹介契約を作成' });
  await form.getByLabel(/^契約名/).fill('デザイナー紹介契約');
  await form.getByLabel(/^契約開始日/).fill('2026/04/01');
  await form.getByLabel(/^契約終了日/).fill('2026/03/01');
  await form.getByLabel(/^紹介料率/).fill('12.5');
  await form.getByRole('button', { name: '作成する' }).click();
  await expect(form.getByText('契約開始日より前の日付を設定することはできません')).toBeVisible();
  await form.getByLabel(/^契約終了日/).fill('');
  await form.getByLabel('紹介したワーカー').fill('さくら');
  await page.getByRole('option', { name: /伊藤 さくら/ }).click();
  await form.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '紹介契約を作成しました。' })).toBeVisible();
  await expect(page).toHaveURL(/\/agent\/[a-z2-7]+\/contract\/[a-z2-7]+$/);
  await expect(page.getByRole('heading', { name: 'デザイナー紹介契約' })).toBeVisible();
  await expect(page.getByRole('button', { name: /伊藤 さくら/ })).toBeVisible();

  await page.getByRole('link', { name: '紹介契約', exact: true }).click();
  const table = page.getByRole('table', { name: '紹介契約' });
  await expect(table).toContainText('紹介料率 12.5%');
  await expect(table).toContainText('伊藤 さくら／さくらデザイン');
  await expect(table).toContainText('2026/04/01 〜 定めなし');
});

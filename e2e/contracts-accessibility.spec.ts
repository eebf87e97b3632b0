import { expect, test } from '@playwright/test';
import { withDb } from './support/db';
import { demoState } from './support/session';
import { expectNoViolations } from './support/a11y';

test.use({ storageState: demoState('owner') });

test('the contract and agent screens meet WCAG A/AA', async ({ page }) => {
  const worker = await withDb(async (db) => (await db.query<{ code: string }>(`SELECT code FROM workers WHERE full_name = '伊藤 さくら' LIMIT 1`)).rows[0]!);
  await page.goto(`/worker/${worker.code}/contract`);
  await expect(page.getByRole('form', { name: '契約の編集' }).getByLabel(/^契約名/)).not.toHaveValue('');
  await expectNoViolations(page);
  await page.goto('/contract');
  await expect(page.getByRole('table', { name: '契約一覧' }).locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/contract/import');
  await expect(page.getByRole('heading', { name: '契約CSVインポート' })).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/agent');
  await expect(page.getByRole('table', { name: 'エージェント一覧' }).locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: /株式会社テックリンク 詳細/ }).click();
  await expect(page.getByRole('form', { name: 'エージェント詳細' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: '紹介契約' }).click();
  await page.getByRole('link', { name: /エンジニア紹介契約 詳細/ }).click();
  await expect(page.getByRole('form', { name: '紹介契約' })).toBeVisible();
  await expectNoViolations(page);
});

import { expect, test } from '@playwright/test';
import { demo, withDb } from './support/db';
import { login } from './support/session';

// `E2E_SCREENS=1 npx playwright test --project=screens e2e/contracts-screens.spec.ts` saves the contracts and agents
// screens into test-results/screens/ for review.
test('contracts and agents screens @screens', async ({ page }) => {
  const shot = (name: string) => page.screenshot({ path: `test-results/screens/contracts-${name}.png`, fullPage: true });
  await login(page, demo.owner);
  const first = await withDb(async (db) =>
    (await db.query<{ code: string }>(`SELECT w.code FROM workers w JOIN contracts c ON c.worker_id = w.id WHERE w.full_name = '田中 健太' LIMIT 1`)).rows[0]!,
  );
  await page.goto(`/worker/${first.code}/contract`);
  await expect(page.getByRole('list', { name: '契約一覧' })).toBeVisible();
  await shot('worker-contract');
  await page.goto('/contract');
  await expect(page.getByRole('table', { name: '契約一覧' }).getByRole('row').nth(1)).toBeVisible();
  await shot('list');
  await page.goto('/contract/import');
  await expect(page.getByRole('heading', { name: '契約CSVインポート' })).toBeVisible();
  await shot('import');
  await page.goto('/agent');
  await expect(page.getByRole('table', { name: 'エージェント一覧' })).toContainText('株式会社テックリンク');
  await shot('agents');
  await page.getByRole('link', { name: /株式会社テックリンク 詳細/ }).click();
  await expect(page.getByTestId('agent-detail-name')).toBeVisible();
  await shot('agent');
  await page.getByRole('tab', { name: '紹介契約' }).click();
  await expect(page.getByRole('table', { name: '紹介契約' })).toContainText('エンジニア紹介契約');
  await shot('agent-contracts');
  await page.getByRole('link', { name: /エンジニア紹介契約 詳細/ }).click();
  await expect(page.getByRole('heading', { name: 'エンジニア紹介契約' })).toBeVisible();
  await shot('agent-contract');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/worker/${first.code}/contract`);
  await expect(page.getByRole('list', { name: '契約一覧' })).toBeVisible();
  await shot('mobile-worker-contract');
  await page.goto('/contract');
  await expect(page.getByRole('table', { name: '契約一覧' }).getByRole('row').nth(1)).toBeVisible();
  await shot('mobile-list');
});

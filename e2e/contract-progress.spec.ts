import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './support/a11y';
import { demoState } from './support/session';

test.use({ storageState: demoState('owner') });

// The demo seed's orders put デモ株式会社's contracts at several progress labels (purchase-orders.seed.ts).
test('the contract list shows each contract’s progress label and filters by it (URL parameter)', async ({ page }) => {
  await page.goto('/contract');
  const table = page.getByRole('table', { name: '契約一覧' });
  await expect(table.getByRole('columnheader', { name: '進捗' })).toBeVisible();
  const design = table.getByRole('row').filter({ hasText: 'UIデザイン業務委託契約' });
  await expect(design.getByTestId('contract-progress')).toHaveText('納品修正依頼中');
  await expect(table.getByRole('row').filter({ hasText: 'Webアプリケーション開発業務委託契約' }).getByTestId('contract-progress')).toHaveText('納品未承認');
  await expectNoViolations(page);

  await page.getByLabel('進捗').click();
  await page.getByRole('option', { name: '納品修正依頼中' }).click();
  await expect(page).toHaveURL(/[?&]progress=delivery_fix_requested/);
  await expect(table.getByRole('row').filter({ hasText: 'Webアプリケーション開発業務委託契約' })).toHaveCount(0);
  await expect(design).toBeVisible();
  const chips = table.getByTestId('contract-progress');
  for (const text of await chips.allTextContents()) expect(text).toBe('納品修正依頼中');

  // the label on the worker's contract tab, beside the form and in the contract list
  await design.getByRole('link', { name: /詳細/ }).click();
  await expect(page.getByTestId('worker-contract-progress')).toContainText('納品修正依頼中');
  await expect(page.getByRole('list', { name: '契約一覧' }).getByTestId('contract-progress')).toHaveText('納品修正依頼中');
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contract?progress=delivery_fix_requested');
  await expect(page.getByLabel('進捗')).toContainText('納品修正依頼中');
  await expectNoSidewaysScroll(page);
});

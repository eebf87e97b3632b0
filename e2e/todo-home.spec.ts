import { expect, test } from '@playwright/test';
import { demo } from './support/db';
import { fillLogin } from './support/session';

// issue #21 item 5: the owner signs in and lands on ホーム; the demo's invoice awaiting review opens in one click
test('the owner lands on ホーム and opens an invoice awaiting review from 請求書確認待ち', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, demo.owner);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();

  const invoices = page.getByRole('region', { name: '請求書確認待ち' });
  await expect(invoices.getByTestId('todo-invoices-count')).toHaveText(/^[1-9]\d*件$/);
  const item = invoices.getByTestId('todo-invoices-item').first();
  await expect(item).toContainText('¥');
  await item.click();

  await expect(page).toHaveURL(/\/worker\/[^/]+\/contract\/[^/]+\/delivery\/[^/]+\/invoice$/);
  await expect(page.getByRole('tab', { name: '請求書', selected: true })).toBeVisible();
});

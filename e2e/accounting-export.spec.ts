import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { demo } from './support/db';
import { call, employeeHeaders } from './support/ordering';
import { demoState } from './support/session';

test.use({ storageState: demoState('owner') });

/** A CSV line's cells (the freee file has no quoted commas in these rows; quotes are taken off). */
const cells = (line: string) => line.split(',').map((c) => c.replace(/^"|"$/g, ''));

/**
 * 会計ソフト連携 (issue #25 item 1): the owner names the expense account as their freee master does, exports October 2026
 * (the demo's 伊藤 さくら 支払通知書 inspected on 10/01 and a direct payment of 10/30) for freee 取引インポート, and the
 * file holds those rows with the account set.
 */
test('set a mapping value, export a month for freee, the file has the rows', async ({ page }) => {
  const account = `業務委託費E2E${Date.now() % 10_000}`;
  await page.goto('/company/accounting_mapping');
  const expense = page.getByTestId('mapping-account-expense');
  await expect(expense).toBeVisible();
  await expense.fill(account);
  await page.getByTestId('mapping-save').click();
  await expect(page.getByText('会計ソフト連携の設定を保存しました')).toBeVisible();

  await page.goto('/accounting_exports');
  await page.getByTestId('export-from').fill('2026/10/01');
  await page.getByTestId('export-to').fill('2026/10/31');
  await expect(page.getByTestId('export-count-notification')).toContainText('1件');
  await expect(page.getByTestId('export-count-direct_payment')).toContainText('1件');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('freee取引_20261001-20261031.csv');
  const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split('\r\n').map(cells);
  expect(header!.slice(0, 3)).toEqual(['収支区分', '管理番号', '発生日']);
  // 伊藤's notification on its 10/01 検収 and the direct payment, both under the account just set
  expect(rows.map((r) => [r[0], r[2], r[6]])).toEqual([
    ['支出', '2026/10/01', account],
    ['支出', '2026/10/30', account],
  ]);

  // leave the demo's mapping as the seed made it
  const headers = await employeeHeaders(demo.owner);
  const current = (await call(headers, 'GET', '/api/v2/employee/accounting_mapping')).data as { rows: { kind: string; key: string; value: string }[] };
  await call(headers, 'PUT', '/api/v2/employee/accounting_mapping', {
    rows: current.rows.map((r) => (r.kind === 'account' && r.key === 'expense' ? { ...r, value: '外注費' } : r)),
  });
});

import { expect, test } from '@playwright/test';
import { createEmployee, createPortalWorker } from './support/db';
import { createContract, employeeHeaders } from './support/ordering';
import { login } from './support/session';

// The way in to a contract's first order (issue #21 items 1 and 7): 契約一覧 → the row's 「発注書を作成」 → the form →
// 作成する. Which buttons show to whom, the contract page's tabs and the /purchase_order dialog are component tests
// (routes/worker/contract/contract-page.test.tsx, routes/purchase-order/create-order-dialog.test.tsx).
test('the owner gives a contract without orders its first order from 契約一覧', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const owner = await createEmployee('owner_administrator', '初回 発注');
  const worker = await createPortalWorker(`初回 発注先${stamp}`);
  const contractTitle = `初回発注テスト契約${stamp}`;
  await createContract(await employeeHeaders(owner.email), worker.workerCode, contractTitle);
  await login(page, owner.email);

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '契約' }).click();
  await page.getByLabel('ワーカー名・契約名で検索').fill(contractTitle);
  const table = page.getByRole('table', { name: '契約一覧' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('link', { name: `契約「${contractTitle}」の発注書を作成` }).click();

  // one delivery unit with one line (the form starts from the company template)
  const title = `初回の発注${stamp}`;
  await page.getByLabel(/^件名/).fill(title);
  const groups = page.getByRole('group', { name: /^納品単位 \d+$/ });
  for (let n = await groups.count(); n > 1; n -= 1) await page.getByRole('button', { name: `納品単位 ${n} を削除` }).click();
  const lines = groups.first().getByRole('group', { name: /^品目 \d+$/ });
  for (let n = await lines.count(); n > 1; n -= 1) await page.getByRole('button', { name: `明細 ${n} を削除` }).click();
  const line = lines.first();
  await line.getByLabel(/^品目/).fill('Webサイト改修');
  await line.getByLabel(/^数量/).fill('1');
  await line.getByLabel(/^単価/).fill('100,000');
  await page.getByRole('button', { name: '作成する' }).click();

  await expect(page.getByTestId('toast')).toHaveText('発注書を作成しました。');
  await expect(page.getByTestId('order-title')).toHaveText(title);
  await expect(page.getByTestId('order-status')).toHaveText('未送信');
  await expect(page.getByTestId('contract-title')).toHaveText(contractTitle);
});

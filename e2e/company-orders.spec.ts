import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/a11y';
import { createEmployee, createPortalWorker } from './support/db';
import { login } from './support/session';
import { saveScreen } from './support/screens';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 820 };

async function shoot(page: Page, name: string) {
  await saveScreen(page, name);
}

test('the company creates an order from its template, sees what blocks 送信, fixes it, sends it, finds it in 発注書一覧, reads the log and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(180_000); // a ceiling for one long journey on a shared 2-core machine: a contract, a form with many inputs, two viewport sizes
  const stamp = Date.now() % 1_000_000;
  const owner = await createEmployee('owner_administrator', '発注 担当');
  const worker = await createPortalWorker(`発注 一郎${stamp}`, { filled: true });
  await login(page, owner.email);
  await page.goto(`/worker/${worker.workerCode}/contract?new=1`);

  // a contract for the worker: 再委託 is offered with its explanation
  const contractTitle = `発注テスト契約${stamp}`;
  await page.getByLabel(/^契約名/).fill(contractTitle);
  await page.getByLabel(/^契約開始日/).fill('2026/04/01');
  await expect(
    page.getByText('再委託の発注書には元委託者の名称と元委託者の支払期日を記載し、支払期日は元委託者の支払期日から30日以内（その日を含めて数える）にします（フリーランス新法 第4条3項）。'),
  ).toBeVisible();
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('契約情報を作成しました');
  // a new contract opens its page (/worker/{code}/contract/{contractCode})
  await expect(page).toHaveURL(new RegExp(`/worker/${worker.workerCode}/contract/[^/?]+$`));
  const contractCode = new URL(page.url()).pathname.split('/').pop();
  expect(contractCode).toBeTruthy();
  const base = `/worker/${worker.workerCode}/contract/${contractCode}`;

  // the contract's sub-navigation leads to its own screens
  await page.goto(base);
  const tabs = page.getByRole('tablist', { name: '契約のメニュー' });
  await tabs.getByRole('tab', { name: '支払通知書' }).click();
  await expect(page.getByTestId('table-empty')).toHaveText('この契約の支払通知書はまだありません。');
  await tabs.getByRole('tab', { name: '発注書' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/order$`));
  await expect(page.getByTestId('table-empty')).toHaveText('発注書はまだありません。「発注書を作成」から作成できます。');

  // a new order starts from the company template (2 groups, 3 items, 検収あり)
  await page.getByRole('link', { name: '発注書を作成' }).click();
  await expect(page.getByText('会社の発注書テンプレートから作成しています。')).toBeVisible();
  await expect(page.getByTestId('order-item-count')).toHaveText('明細 3 / 15');
  await expect(page.getByTestId('totals-total')).toHaveText('¥616,000');
  const title = `5月分 開発業務${stamp}`;
  await page.getByLabel(/^件名/).fill(title);
  await page.getByRole('button', { name: '作成する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('発注書を作成しました。');

  // the draft names what is missing, per 納品単位, beside a 送信 that cannot be pressed yet
  await expect(page.getByTestId('order-title')).toHaveText(title);
  await expect(page.getByTestId('order-status')).toHaveText('未送信');
  const problems = page.getByTestId('submission-problems');
  await expect(problems).toContainText('納品日が未入力の納品単位があります：');
  await expect(problems).toContainText('検収ありの発注で検収日が未入力の納品単位があります：');
  await expect(problems).toContainText('支払期日が未入力の納品単位があります：');
  await expect(page.getByRole('button', { name: '送信', exact: true })).toBeDisabled();
  await page.setViewportSize(desktop);
  await shoot(page, 'order-draft-1280');

  // fix: each group's 納品日 (the 支払期日 follows the 支払サイト) and 検収日
  await page.getByRole('button', { name: '編集' }).click();
  for (const [n, delivery, inspection] of [
    [1, '2026/05/29', '2026/06/05'],
    [2, '2026/05/29', '2026/06/05'],
  ] as const) {
    const group = page.getByRole('group', { name: `納品単位 ${n}` });
    await group.getByLabel('納品日').fill(delivery);
    await group.getByLabel('検収日').fill(inspection);
    await expect(group.getByLabel('支払期日')).toHaveValue('2026/06/25');
  }
  await shoot(page, 'order-form-1280');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('発注書を保存しました。');
  await expect(page.getByTestId('submission-problems')).toHaveCount(0);

  await page.getByRole('button', { name: '送信', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('発注書をワーカーに送信しました。');
  await expect(page.getByTestId('order-status')).toHaveText('送信済み');

  // the PDF through the API client, with the auth headers, saved under the name the server gives: its 発注番号
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  expect(orderNumber).toMatch(/^PO-\d{4}-\d{6}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`発注書_${orderNumber}.pdf`);

  // at 390 px the order page does not scroll sideways
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'order-page-390');
  await page.setViewportSize(desktop);

  // the log: 作成, 編集 (with before → after), 送信
  await page.getByRole('link', { name: '変更履歴を見る' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/order_log/`));
  const log = page.getByRole('table', { name: '発注書の変更履歴' });
  await expect(log.getByRole('row', { name: /送信/ })).toContainText('発注 担当');
  await expect(log.getByRole('row', { name: /編集/ })).toContainText('→');
  await expect(log.getByRole('row', { name: /作成/ })).toBeVisible();

  // the company-wide list, filtered by the keyword (kept in the URL)
  await page.goto('/purchase_order');
  await expect(page.getByRole('heading', { level: 1, name: '発注書一覧' })).toBeVisible();
  await page.getByLabel('発注番号・件名で検索').fill(title);
  await expect(page).toHaveURL(/keyword=/);
  const table = page.getByRole('table', { name: '発注書一覧' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('送信済み');
  await expect(row).toContainText(worker.name);
  await expect(row).toContainText('¥616,000');
  await shoot(page, 'purchase-order-list-1280');
  await page.setViewportSize(phone);
  await expectNoSidewaysScroll(page);
  await shoot(page, 'purchase-order-list-390');
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('order-title')).toHaveText(title);

  // the company-wide deliveries (from the side menu): nothing delivered yet on this order
  await page.setViewportSize(desktop);
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '納品' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '納品一覧' })).toBeVisible();
  await expect(page.getByRole('table', { name: '納品一覧' })).toBeVisible();
  await shoot(page, 'deliveries-1280');
});

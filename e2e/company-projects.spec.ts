import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/a11y';
import { useSharedPage } from './support/session';

test.describe('as the owner', () => {
  // One owner's page for both tests (each makes its own data; each ends at phone width, so each starts at the desktop's).
  const ownerPage = useSharedPage('owner');
  const desktop = { width: 1366, height: 820 };

  // The list, the period check and the duplicate name in the dialog: apps/web/src/routes/company/company-screens.test.tsx.

  test('projects: toggle, search by name, the empty search, 390 px', async () => {
    const page = ownerPage();
    await page.setViewportSize(desktop);
    const name = `E2E検索${Date.now() % 100000}`;
    await page.goto('/company/project');
    const table = page.getByRole('table', { name: 'プロジェクト一覧' });
    await page.getByRole('button', { name: 'プロジェクトを追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^プロジェクト名/).fill(name);
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('プロジェクトを作成しました。');
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('-');

    const toggle = row.getByRole('switch', { name: `${name}を有効にする` });
    await toggle.click();
    await expect(page.getByTestId('toast')).toHaveText('プロジェクトを更新しました。');
    await expect(toggle).not.toBeChecked();

    await page.getByLabel('プロジェクト名・番号で検索').fill(name);
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(name)}`));
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('プロジェクト名・番号で検索').fill('存在しない案件名');
    await expect(page.getByTestId('table-empty')).toHaveText('条件に合うプロジェクトはありません。');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/company/project');
    await expect(table.getByRole('row', { name: /新規サービス開発/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('purchase order template: edit the terms and the items, at 15 items no more, saved and shown again', async () => {
    const page = ownerPage();
    await page.setViewportSize(desktop);
    await page.goto('/company/company_purchase_order_template');
    await expect(page.getByRole('heading', { name: '発注書テンプレート', level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^支払方法/)).toHaveValue('銀行振込（振込手数料は当社負担）');
    await expect(page.getByTestId('template-item-count')).toHaveText('明細 3 / 15');

    await page.getByLabel('納品場所').fill('本社（東京都千代田区丸の内1-1-1）にて手渡し');
    await page.getByLabel('検収期間（日）').fill('31');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByText('検収期間は1〜30日で入力してください。')).toBeVisible();
    await page.getByLabel('検収期間（日）').fill('14');

    // a new group with one item: unit and price
    await page.getByRole('button', { name: '納品単位を追加' }).click();
    await page.getByLabel('納品単位の名称').last().fill('成果物納品');
    const item = page.getByRole('group', { name: '品目 1' }).last();
    await item.getByLabel('品目', { exact: true }).fill('バナー制作');
    await item.getByLabel('数量').fill('3');
    await item.getByLabel('単位').fill('点');
    // the one money input: plain digits are read as yen and grouped on leaving the field
    await item.getByLabel('単価（円）').fill('30000');
    await item.getByLabel('単価（円）').blur();
    await expect(item.getByLabel('単価（円）')).toHaveValue('30,000');
    await page.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('発注書テンプレートを更新しました。');
    await expect(page.getByTestId('template-item-count')).toHaveText('明細 4 / 15');

    // at 15 items the add buttons are disabled
    const addItem = page.getByRole('button', { name: '明細を追加' }).last();
    for (let n = 4; n < 15; n++) await addItem.click();
    await expect(page.getByTestId('template-item-count')).toHaveText('明細 15 / 15');
    await expect(addItem).toBeDisabled();
    await expect(page.getByRole('button', { name: '納品単位を追加' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('納品場所')).toHaveValue('本社（東京都千代田区丸の内1-1-1）にて手渡し');
    await expect(page.getByLabel('検収期間（日）')).toHaveValue('14');
    await expect(page.getByRole('group', { name: '品目 1' }).last().getByLabel('単位')).toHaveValue('点');
    await expect(page.getByTestId('template-item-count')).toHaveText('明細 4 / 15');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
});

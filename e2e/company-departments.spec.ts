import { expect, test } from '@playwright/test';
import { demoState } from './support/session';

test.describe('as an administrator', () => {
  test.use({ storageState: demoState('admin') });

  test('department create, edit, toggle and delete with the SPEC toasts; columns 30/20/30/10/10', async ({ page }) => {
    const name = `E2E部${Date.now() % 100000}`;
    await page.goto('/company/department');
    await expect(page.getByRole('heading', { name: '部署', level: 1 })).toBeVisible();
    expect(await page.getByRole('table', { name: '部署一覧' }).locator('thead th').allTextContents()).toEqual(['部署名', '責任者名', '説明', '有効', '操作']);
    const total = await page.getByRole('table', { name: '部署一覧' }).evaluate((t) => t.getBoundingClientRect().width);
    const ratios = await page.getByRole('table', { name: '部署一覧' }).locator('thead th').evaluateAll((cells, w) => cells.map((c) => Math.round((c.getBoundingClientRect().width / (w as number)) * 100)), total);
    expect(ratios).toEqual([30, 20, 30, 10, 10]);

    await page.getByRole('button', { name: '部署を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^部署名/).fill(name);
    await dialog.getByLabel('責任者名').fill('部署 長');
    await dialog.getByLabel('説明').fill('E2E で作成');
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('部署情報を作成しました');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('部署 長');
    await expect(row).toContainText('社員 0名・招待中 0名');

    // a duplicate name is refused with the server's message on the input
    await page.getByRole('button', { name: '部署を追加' }).click();
    await dialog.getByLabel(/^部署名/).fill(name);
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('部署情報の作成・更新・削除に失敗しました。同じ名前の部署がすでにあります。');
    await expect(dialog.getByText('同じ名前の部署がすでにあります。')).toBeVisible();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();

    await row.getByRole('button', { name: `${name} 編集` }).click();
    await dialog.getByLabel('説明').fill('説明を変更');
    await dialog.getByRole('button', { name: '保存する' }).click();
    await expect(page.getByTestId('toast')).toHaveText('部署情報を更新しました');
    await expect(row).toContainText('説明を変更');

    const toggle = row.getByRole('switch', { name: `${name} を有効にする` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByTestId('toast')).toHaveText('部署情報を更新しました');
    await expect(toggle).not.toBeChecked();

    await row.getByRole('button', { name: `${name} 削除` }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect(page.getByTestId('toast')).toHaveText('部署情報を削除しました');
    await expect(row).toHaveCount(0);
  });
});

// A department with employees cannot be deleted (the server's reason in the toast, the row stays): a component test,
// apps/web/src/routes/company/company-screens.test.tsx; the refusal itself is apps/api's departments test.

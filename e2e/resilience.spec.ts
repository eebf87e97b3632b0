import { expect, test } from '@playwright/test';
import { createEmployee } from './support/db';
import { login, sideMenu } from './support/session';

test('a failed page chunk reloads the page once, then shows the error page', async ({ page }) => {
  const employee = await createEmployee('general');
  await login(page, employee.email);
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/assets/placeholder-page-*.js', (route) => route.abort('failed'));
  await sideMenu(page).getByRole('link', { name: '活動一覧' }).click();
  // First failure: reload (the URL has already changed to /activity_groups); the reloaded page fails again within 60 s.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/activity_groups$/);
  await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toBeVisible();
});

test('a failed load shows "prefix + server message" as a red toast', async ({ page }) => {
  const employee = await createEmployee('general');
  await login(page, employee.email);
  // A real refusal by the API: the search word is longer than the server accepts.
  await page.goto(`/worker?searchNameText=${encodeURIComponent('あ'.repeat(101))}`);
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText('ワーカー一覧の取得に失敗しました。検索語は100文字以内で入力してください。');
  await expect(toast).toHaveClass(/MuiAlert-colorError/);
  // Top right of the window.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width - 48 && box.y < 140).toBe(true);
  await expect(page.getByTestId('table-error')).toBeVisible();
});

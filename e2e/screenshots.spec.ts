import { expect, test, type Page } from '@playwright/test';
import { createEmployee, insertNotifications, someContract } from './support/db';
import { login } from './support/session';

const dir = 'test-results/screens';

/** The badge scales in after the first poll: wait for it so the picture shows the settled bar. */
async function settleBadge(page: Page) {
  await expect(page.getByTestId('notification-badge')).toHaveText(/\d/);
  await page.waitForTimeout(400);
}

test('@screens main screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await page.screenshot({ path: `${dir}/01-login.png`, fullPage: true });

  await page.getByLabel(/^メールアドレス/).fill('nobody@example.com');
  await page.getByLabel(/^パスワード/).fill('wrong-password');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await page.screenshot({ path: `${dir}/02-login-error.png`, fullPage: true });

  const employee = await createEmployee('owner_administrator', '山本 彩');
  const contract = await someContract();
  await insertNotifications(employee, [
    { title: 'フリーランス管理へようこそ', body: 'まずはワーカーを招待しましょう。', read: true, minutesAgo: 60 * 24 * 3 },
    { title: '年末調整と支払調書作成のスケジュールのお知らせ', body: '支払調書の提出期限は翌年1月31日です。', read: true, minutesAgo: 60 * 24 },
    {
      title: `${contract.workerName}さんから納品物が提出されました`,
      body: '契約の納品を確認してください。',
      businessorCode: contract.businessorCode,
      contractCode: contract.contractCode,
      minutesAgo: 30,
    },
    { title: '伊藤 さくらさんから請求書が提出されました', body: '請求書を確認してください。', minutesAgo: 10 },
  ]);
  await login(page, employee.email);
  await expect(page.getByRole('table', { name: 'ワーカー一覧' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${dir}/03-worker.png`, fullPage: true });

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-popup').getByTestId('notification-item').first()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/04-bell-popup.png` });
  await page.keyboard.press('Escape');

  await page.getByTestId('user-menu-button').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/05-user-menu.png` });
  await page.getByRole('menuitem', { name: 'ログアウト' }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/06-logout-dialog.png` });
  await page.getByRole('button', { name: 'キャンセル' }).click();

  await page.goto('/notifications');
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await settleBadge(page);
  await page.screenshot({ path: `${dir}/07-notifications.png`, fullPage: true });

  await page.goto('/profile');
  await expect(page.getByTestId('profile-email')).toBeVisible();
  await settleBadge(page);
  await page.screenshot({ path: `${dir}/08-profile.png`, fullPage: true });

  await page.goto('/settings');
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${dir}/09-settings.png`, fullPage: true });

  await page.goto('/activity_groups');
  await expect(page.getByTestId('activity-total')).toBeVisible();
  await settleBadge(page);
  await page.screenshot({ path: `${dir}/10-activity-groups.png`, fullPage: true });

  await page.goto('/worker?searchNameText=zzzz');
  await expect(page.getByTestId('table-empty')).toBeVisible();
  await page.screenshot({ path: `${dir}/11-worker-empty.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/worker');
  await expect(page.getByRole('table', { name: 'ワーカー一覧' }).locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: `${dir}/12-worker-mobile.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 820 });

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await page.screenshot({ path: `${dir}/13-not-found.png`, fullPage: true });
});

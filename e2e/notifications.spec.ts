import { expect, test } from '@playwright/test';
import { createEmployee, insertNotifications } from './support/db';
import { login } from './support/session';

test('bell shows 10+ for ten or more unread; the popup is 500×400 and すべて見る opens /notifications', async ({ page }) => {
  const employee = await createEmployee('general');
  await insertNotifications(
    employee,
    Array.from({ length: 12 }, (_, i) => ({ title: `テストのお知らせ ${i + 1}`, minutesAgo: 60 - i })),
  );
  await login(page, employee.email);

  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveText('10+');

  await page.getByTestId('notification-bell').click();
  const popup = page.getByTestId('notification-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('notification-item')).toHaveCount(10);
  await expect(popup.getByTestId('notification-item').first()).toContainText('テストのお知らせ 12');
  // Measured once the opening (grow) transition has finished.
  await expect
    .poll(async () => {
      const box = await popup.boundingBox();
      return `${Math.round(box?.width ?? 0)}x${Math.round(box?.height ?? 0)}`;
    })
    .toBe('500x400');

  // no HELP_FAQ_URL/HELP_GUIDE_URL here: the app's own help pages, in the same tab
  const faq = popup.getByRole('link', { name: 'よくある質問' });
  await expect(faq).toHaveAttribute('href', '/help/faq');
  await expect(faq).not.toHaveAttribute('target', '_blank');
  await expect(popup.getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute('href', '/help/guide');

  await popup.getByRole('link', { name: 'すべて見る' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  await expect(page.getByTestId('notification-item')).toHaveCount(10);

  await page.getByRole('button', { name: '2ページ目' }).click();
  await expect(page).toHaveURL(/\/notifications\?page=2$/);
  await expect(page.getByTestId('notification-item')).toHaveCount(2);
  await expect(page.getByTestId('notification-item').first()).toContainText('テストのお知らせ 2');
});

// The badge after a route change, a click that marks read and opens the contract, and the page's read marking and empty
// state are component tests: apps/web/src/routes/notifications/notifications.test.tsx.

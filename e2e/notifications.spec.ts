import { expect, test } from '@playwright/test';
import { createEmployee, insertNotifications, notificationReadAt, someContract } from './support/db';
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

test('the badge follows new notifications after a route change', async ({ page }) => {
  const employee = await createEmployee('general');
  await login(page, employee.email);
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await insertNotifications(employee, [{ title: '新しいお知らせ' }, { title: 'もう一つのお知らせ' }]);
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'エージェント' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
});

test('clicking a contract notification marks it read and opens the contract with only_contract=true', async ({ page }) => {
  const employee = await createEmployee('general');
  const contract = await someContract();
  const [id] = await insertNotifications(employee, [
    {
      title: `${contract.workerName}さんから納品物が提出されました`,
      businessorCode: contract.businessorCode,
      contractCode: contract.contractCode,
    },
  ]);
  await login(page, employee.email);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');

  await page.getByTestId('notification-bell').click();
  const item = page.getByTestId('notification-popup').getByTestId('notification-item').first();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();

  await expect(page).toHaveURL(
    new RegExp(`/worker/${contract.businessorCode}/contract/${contract.contractCode}\\?only_contract=true$`),
  );
  // the worker's page, contract tab, with that very contract open
  await expect(page.getByRole('heading', { level: 1, name: contract.workerName })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'ワーカー詳細' }).getByRole('tab', { name: '契約', selected: true })).toBeVisible();
  await expect(page.getByLabel('契約名')).toHaveValue(contract.title);
  await expect.poll(() => notificationReadAt(id!)).not.toBeNull();
  await expect(page.getByTestId('notification-badge')).toBeHidden();
});

test('the notifications page marks a row read when it is opened and shows an empty state', async ({ page }) => {
  const employee = await createEmployee('general');
  const [id] = await insertNotifications(employee, [{ title: '一般のお知らせ', body: '本文です。' }]);
  await login(page, employee.email, '/notifications?page=1');
  const item = page.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('本文です。');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect.poll(() => notificationReadAt(id!)).not.toBeNull();

  const empty = await createEmployee('general');
  await page.context().clearCookies();
  await page.evaluate('localStorage.clear()');
  await login(page, empty.email, '/notifications');
  await expect(page.getByTestId('notifications-empty')).toContainText('お知らせはありません');
});

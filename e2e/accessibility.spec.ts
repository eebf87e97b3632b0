import { expect, test } from '@playwright/test';
import { createEmployee, insertNotifications } from './support/db';
import { login } from './support/session';
import { expectNoViolations } from './support/a11y';

test('the login page meets WCAG A/AA', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  await expectNoViolations(page);
});

test('the main signed-in screens meet WCAG A/AA', async ({ page }) => {
  const employee = await createEmployee('owner_administrator');
  await insertNotifications(employee, [
    { title: '請求書が提出されました', body: '確認してください。', minutesAgo: 5 },
    { title: '既読のお知らせ', body: '', read: true, minutesAgo: 60 },
  ]);
  await login(page, employee.email);
  await expect(page.getByRole('table', { name: 'ワーカー一覧' }).locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-popup')).toBeVisible();
  await page.waitForTimeout(500); // let the popover finish fading in: mid-fade colours are not what users read
  await expectNoViolations(page);
  await page.keyboard.press('Escape');

  for (const [path, ready] of [
    ['/notifications', 'notification-item'],
    ['/profile', 'profile-email'],
    ['/activity_groups', 'coming-soon'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await expectNoViolations(page);
  }
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'パスワードを変更する' })).toBeVisible();
  await expectNoViolations(page);
});

test('signed out, the terms, the privacy policy and the help pages open and meet WCAG A/AA', async ({ page }) => {
  for (const [path, title, section] of [
    ['/terms', '利用規約', '第7条（禁止事項）'],
    ['/privacy', 'プライバシーポリシー', '3. 個人番号（マイナンバー）の取扱い'],
    ['/help/faq', 'よくある質問', 'マイナンバーと個人情報'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByText(/^最終改定日: \d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expectNoViolations(page);
  }
  // opened on its own, 「戻る」 leads a signed-out reader to the login
  await page.getByTestId('legal-back').click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the not-found page meets WCAG A/AA', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
  await expectNoViolations(page);
});

test('the company administration and password pages meet WCAG A/AA', async ({ page, browser }) => {
  const owner = await createEmployee('owner_administrator');
  await login(page, owner.email);
  for (const [path, ready] of [
    ['/company/employee', /owner@example\.com/],
    ['/company/department', /開発部/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('row', { name: ready })).toBeVisible();
    await expectNoViolations(page);
  }
  await page.goto('/company/authority');
  await expect(page.getByTestId('role-viewer')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/company/basic_information');
  await expect(page.getByLabel('インボイス登録番号')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/company/employee');
  await page.getByRole('button', { name: '社員を招待' }).click();
  await expect(page.getByTestId('invite-dialog').getByRole('button', { name: '招待メールを送信' })).toBeVisible();
  await page.waitForTimeout(400); // let the dialog finish fading in
  await expectNoViolations(page);

  const context = await browser.newContext();
  const anonymous = await context.newPage();
  await anonymous.goto('/user/reset_password');
  await expect(anonymous.getByRole('button', { name: '再設定メールを送信' })).toBeVisible();
  await expectNoViolations(anonymous);
  await anonymous.goto(`/user/password/${'x'.repeat(43)}`);
  await expect(anonymous.getByTestId('link-problem')).toBeVisible();
  await expectNoViolations(anonymous);
  await context.close();
});

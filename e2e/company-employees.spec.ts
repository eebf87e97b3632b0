import { expect, test, type Locator, type Page } from '@playwright/test';
import { createEmployee, demo } from './support/db';
import { waitForMail } from './support/mail';
import { demoState, fillLogin, login, signedOutPage } from './support/session';

const NEW_PASSWORD = 'Hinoki-Forest-2026';

// The demo owner, signed in once for the run (e2e/global-setup.ts); other accounts sign in through the API.
test.use({ storageState: demoState('owner') });

test('invite an employee → the mail arrives → the link registers a password → the employee signs in', async ({ page: admin, browser }) => {
  let page = admin;
  const email = `invitee-${Date.now()}@example.com`;
  await page.goto('/company/employee');
  await expect(page.getByRole('heading', { name: '社員', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '社員を招待' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel(/^メールアドレス/).fill(email);
  await dialog.getByLabel(/^氏名/).fill('招待 次郎');
  await dialog.getByLabel(/^権限/).click();
  await page.getByRole('option', { name: '管理者', exact: true }).click();
  await dialog.getByLabel('部署').click();
  await page.getByRole('option', { name: 'デザイン部' }).click();
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('招待メールを送信しました');

  // pending in the list with its expiry
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('招待中');
  await expect(row).toContainText(/有効期限 \d{4}\/\d{2}\/\d{2}/);
  await expect(row).toContainText('デザイン部');

  // inviting the same address again is refused with the server's message
  await page.getByRole('button', { name: '社員を招待' }).click();
  await dialog.getByLabel(/^メールアドレス/).fill(email);
  await dialog.getByLabel(/^氏名/).fill('招待 次郎');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toContainText('このメールアドレスにはすでに招待を送信しています。');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  const mail = await waitForMail({ to: email, subject: 'デモ株式会社 から招待が届いています' });
  expect(mail.text).toContain('招待 次郎 様');
  const link = mail.links.find((l) => l.includes('/user/password/'));
  expect(link).toBeDefined();

  // the invitee, on their own (signed-out) browser, opens the link
  page = await signedOutPage(browser);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'パスワード登録' })).toBeVisible();
  await expect(page.getByTestId('invite-email')).toHaveText(email);
  await page.getByLabel(/^パスワード(\s*\*)?$/).fill('password1234');
  await page.getByLabel(/^パスワード（確認）/).fill('password1234');
  await page.getByRole('button', { name: 'パスワードを登録する' }).click();
  await expect(page.getByText('よく使われるパスワードや推測されやすいパスワードは使えません。別のパスワードを入力してください。', { exact: true })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveText('パスワードの登録に失敗しました。よく使われるパスワードや推測されやすいパスワードは使えません。別のパスワードを入力してください。');
  await page.getByLabel(/^パスワード(\s*\*)?$/).fill(NEW_PASSWORD);
  await page.getByLabel(/^パスワード（確認）/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'パスワードを登録する' }).click();
  // signed in at once, like the worker invitation (issue #21): no second trip through /login
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toHaveText('パスワードを登録しました。');
  await expect(page.getByTestId('user-menu-name')).toHaveText('招待 次郎');

  // the link is used up: a clear message, not a form
  await page.goto(link!);
  await expect(page.getByTestId('link-problem')).toContainText('この招待リンクは無効です。');
  await expect(page.getByRole('button', { name: 'パスワードを登録する' })).toHaveCount(0);
});

test('suspend → that employee can no longer sign in → resume → they can', async ({ page, browser }) => {
  const employee = await createEmployee('general', '停止 対象');
  await login(page, demo.admin, `/company/employee?q=${encodeURIComponent(employee.email)}`);
  const row = page.getByRole('row', { name: new RegExp(employee.email) });
  await expect(row).toContainText('有効');
  await row.getByRole('button', { name: '停止 対象 の操作' }).click();
  await page.getByRole('menuitem', { name: 'アカウントを停止' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'アカウントを停止' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員アカウントを停止しました');
  await expect(row).toContainText('停止中');

  const other = await signedOutPage(browser);
  await other.goto('/login');
  await fillLogin(other, employee.email);
  await expect(other.getByTestId('login-error')).toHaveText('このアカウントは停止されています。管理者にお問い合わせください。');

  await row.getByRole('button', { name: '停止 対象 の操作' }).click();
  await page.getByRole('menuitem', { name: 'アカウントを有効化' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'アカウントを有効化' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員アカウントを有効化しました');
  await expect(row).toContainText('有効');

  await fillLogin(other, employee.email);
  await expect(other).toHaveURL(/\/$/);
  await other.close();
});

/**
 * Opens a row's action menu and picks an item, once the page has settled: the dialog of the previous step has left
 * the DOM (MUI keeps a closing dialog, its backdrop and focus trap mounted during its exit transition) and the list
 * is not refetching (the table is not aria-busy). After the pick, the menu has closed.
 */
async function chooseRowAction(page: Page, menuButton: Locator, item: string) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('table', { name: '社員一覧' })).toHaveAttribute('aria-busy', 'false');
  await menuButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('role change, edit, delete; search and page stay in the URL', async ({ page }) => {
  const employee = await createEmployee('general', '権限 変更');
  await page.goto('/company/employee?perPage=10');
  await page.getByLabel('氏名・メールアドレスで検索').fill(employee.email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(employee.email).replace(/\./g, '\\.')}`));
  await expect(page).toHaveURL(/perPage=10/);
  await expect(page.getByTestId('employee-total')).toHaveText('全1件');
  const row = page.getByRole('row', { name: new RegExp(employee.email) });

  await chooseRowAction(page, row.getByRole('button', { name: '権限 変更 の操作' }), '権限を変更');
  await page.getByTestId('role-dialog').getByRole('combobox', { name: '権限' }).click();
  await page.getByRole('option', { name: '閲覧者' }).click();
  await page.getByTestId('role-dialog').getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員情報を更新しました');
  await expect(row).toContainText('閲覧者');

  await chooseRowAction(page, row.getByRole('button', { name: '権限 変更 の操作' }), '編集');
  const edit = page.getByTestId('edit-employee-dialog');
  await edit.getByLabel(/^氏名/).fill('権限 変更済');
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員情報を更新しました');
  await expect(row).toContainText('権限 変更済');

  await chooseRowAction(page, row.getByRole('button', { name: '権限 変更済 の操作' }), '削除');
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員情報を削除しました');
  await expect(page.getByTestId('table-empty')).toHaveText('条件に一致する社員がいません');

  // the owner's own row offers no suspend/delete
  await page.goto(`/company/employee?q=${encodeURIComponent(demo.owner)}`);
  await page.getByRole('row', { name: new RegExp(demo.owner) }).getByRole('button', { name: /の操作$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'アカウントを停止' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '削除' })).toHaveCount(0);
});

test('re-invite and delete an invitation with the SPEC toasts', async ({ page }) => {
  const email = `reinvite-${Date.now()}@example.com`;
  await page.goto('/company/employee');
  await page.getByRole('button', { name: '社員を招待' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel(/^メールアドレス/).fill(email);
  await dialog.getByLabel(/^氏名/).fill('再送 三郎');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('招待メールを送信しました');
  const first = await waitForMail({ to: email });

  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: '再送 三郎 の操作' }).click();
  await page.getByRole('menuitem', { name: '招待メールを再送信' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '招待メールを再送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員へ再招待メールを送信しました。');
  const second = await waitForMail({ to: email, after: first.file });
  expect(second.links.find((l) => l.includes('/user/password/'))).not.toBe(first.links.find((l) => l.includes('/user/password/')));

  await row.getByRole('button', { name: '再送 三郎 の操作' }).click();
  await page.getByRole('menuitem', { name: '招待を削除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '招待を削除' }).click();
  await expect(page.getByTestId('toast')).toHaveText('社員への招待を削除しました。');
  await expect(row).toHaveCount(0);
});

// A general employee's read-only company pages and a viewer's refusal are component tests:
// apps/web/src/routes/company/company-screens.test.tsx.

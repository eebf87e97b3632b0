import { expect, test, type Page } from '@playwright/test';
import { createEmployee, demo, withDb } from './support/db';
import { login } from './support/session';

// SPEC §8 fallbacks: when the answer carries no server errors (here: the network fails), each action shows its own
// message followed by the reason.
const NETWORK = 'サーバーに接続できませんでした。通信環境をご確認ください。';

async function cutWrites(page: Page) {
  await page.route(/\/api\/(companies|employees|v2\/employee\/employees)\b/, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('connectionrefused'),
  );
}

async function rowAction(page: Page, email: string, name: string, item: string, confirm?: string) {
  const row = page.getByRole('row', { name: new RegExp(email) });
  await row.getByRole('button', { name: `${name} の操作` }).click();
  await page.getByRole('menuitem', { name: item }).click();
  if (confirm) await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

test('employee writes show the SPEC failure messages', async ({ page }) => {
  const active = await createEmployee('general', '失敗 一郎');
  const suspended = await createEmployee('general', '失敗 二郎');
  await withDb((db) => db.query('UPDATE employees SET suspended = true WHERE id = $1', [suspended.id]));
  const inviteEmail = `failure-${Date.now()}@example.com`;
  await login(page, demo.owner);
  await page.goto('/company/employee');
  await page.getByRole('button', { name: '社員を招待' }).click();
  const dialog = page.getByTestId('invite-dialog');
  await dialog.getByLabel(/^メールアドレス/).fill(inviteEmail);
  await dialog.getByLabel(/^氏名/).fill('失敗 三郎');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText('招待メールを送信しました');

  await cutWrites(page);
  const toast = page.getByTestId('toast');

  await page.getByRole('button', { name: '社員を招待' }).click();
  await dialog.getByLabel(/^メールアドレス/).fill(`x-${inviteEmail}`);
  await dialog.getByLabel(/^氏名/).fill('失敗 四郎');
  await dialog.getByRole('button', { name: '招待メールを送信' }).click();
  await expect(toast).toHaveText(`招待メールの送信に失敗しました。${NETWORK}`);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  await rowAction(page, inviteEmail, '失敗 三郎', '招待メールを再送信', '招待メールを再送信');
  await expect(toast).toHaveText(`社員へ再招待メールの送信に失敗しました。${NETWORK}`);
  await rowAction(page, inviteEmail, '失敗 三郎', '招待を削除', '招待を削除');
  await expect(toast).toHaveText(`社員への招待の削除に失敗しました。${NETWORK}`);

  await rowAction(page, active.email, '失敗 一郎', 'アカウントを停止', 'アカウントを停止');
  await expect(toast).toHaveText(`社員アカウントを停止できませんでした。${NETWORK}`);
  await rowAction(page, suspended.email, '失敗 二郎', 'アカウントを有効化', 'アカウントを有効化');
  await expect(toast).toHaveText(`社員アカウントを有効化できませんでした。${NETWORK}`);
  await rowAction(page, active.email, '失敗 一郎', '削除', '削除');
  await expect(toast).toHaveText(`社員情報の削除に失敗しました。${NETWORK}`);
  await rowAction(page, active.email, '失敗 一郎', '編集');
  await page.getByTestId('edit-employee-dialog').getByRole('button', { name: '保存する' }).click();
  await expect(toast).toHaveText(`社員情報の更新に失敗しました。${NETWORK}`);
});

test('failed loads show the SPEC messages', async ({ page }) => {
  await login(page, demo.owner);
  await page.route(/\/api\/companies\/employees/, (route) => route.abort('connectionrefused'));
  await page.goto('/company/employee');
  await expect(page.getByTestId('table-error')).toHaveText(`社員一覧の取得に失敗しました。${NETWORK}`);
  await expect(page.getByTestId('toast')).toHaveText(`社員一覧の取得に失敗しました。${NETWORK}`);
  await page.route(/\/api\/companies\/departments/, (route) => route.abort('connectionrefused'));
  await page.goto('/company/department');
  await expect(page.getByTestId('table-error')).toHaveText(`部署一覧の取得に失敗しました。${NETWORK}`);
  await page.route(/\/api\/employees\/roles/, (route) => route.abort('connectionrefused'));
  await page.goto('/company/authority');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(`権限情報の取得に失敗しました。${NETWORK}`);
  await expect(page.getByTestId('toast')).toHaveText(`権限情報の取得に失敗しました。${NETWORK}`);
});

test('password pages show the SPEC failure messages', async ({ page }) => {
  await page.route(/\/api\/user\/user\/[^/?]+$/, (route) => route.abort('connectionrefused'));
  await page.goto(`/user/password/${'y'.repeat(43)}`);
  await expect(page.getByTestId('link-problem')).toContainText(`初期登録情報の取得に失敗しました。${NETWORK}`);

  await page.route(/\/api\/auth\/password$/, (route) => route.abort('connectionrefused'));
  await page.goto('/user/reset_password');
  await page.getByLabel(/^メールアドレス/).fill(demo.general);
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page.getByTestId('toast')).toHaveText(`パスワード再設定メールを送信に失敗しました。${NETWORK}`);
  await expect(page).toHaveURL(/\/user\/reset_password$/);

  // a 404 on the request counts as success (SPEC §4)
  await page.unroute(/\/api\/auth\/password$/);
  await page.route(/\/api\/auth\/password$/, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"errors":["x"],"code":"NOT_FOUND"}' }));
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toHaveText('パスワード再設定メールを送信しました');

  await page.route(/\/api\/user\/user\/reset_password\?token=/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { expires_at: new Date(Date.now() + 3600_000).toISOString() } }) }),
  );
  await page.route(/\/api\/user\/user\/reset_password$/, (route) => route.abort('connectionrefused'));
  await page.goto(`/user/reset_password/edit?token=${'z'.repeat(43)}`);
  await page.getByLabel(/^新しいパスワード(\s*\*)?$/).fill('Kasumi-Bridge-4821');
  await page.getByLabel(/^新しいパスワード（確認）/).fill('Kasumi-Bridge-4821');
  await page.getByRole('button', { name: 'パスワードを再設定する' }).click();
  await expect(page.getByTestId('toast')).toHaveText(`パスワード再設定に失敗しました。${NETWORK}`);
});

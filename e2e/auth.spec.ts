import { expect, test } from '@playwright/test';
import { createEmployee, demo, expireDevices } from './support/db';
import { fillLogin, loginWithForm as login, sideMenu } from './support/session';

test.describe('ログイン', () => {
  test('succeeds and lands on /worker with the seeded workers', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    await page.goto('/login');
    await expect(page).toHaveTitle(/ログイン/);
    await fillLogin(page, demo.owner);
    await expect(page).toHaveURL(/\/worker$/);
    const table = page.getByRole('table', { name: 'ワーカー一覧' });
    await expect(table.getByRole('columnheader', { name: '氏名／屋号' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'マイナンバー提出状況' })).toBeVisible();
    await expect(table.getByText('田中 健太／タナカ開発工房', { exact: true })).toBeVisible();
    await expect(table.getByText('渡辺 翔', { exact: true })).toBeVisible();
    await expect(page.getByTestId('user-menu-company')).toHaveText('デモ株式会社');
    await expect(page.getByTestId('user-menu-name')).toHaveText('山田 太郎');
    expect(cspViolations).toEqual([]);
  });

  test('shows the server message for a wrong password', async ({ page }) => {
    const employee = await createEmployee('general');
    await page.goto('/login');
    await fillLogin(page, employee.email, 'wrong-password-1');
    await expect(page.getByTestId('login-error')).toHaveText('メールアドレスまたはパスワードが正しくありません。');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-out visit is sent to /login and returns to the remembered path after login', async ({ page }) => {
    const employee = await createEmployee('general');
    await page.goto('/notifications?page=1');
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, employee.email);
    await expect(page).toHaveURL(/\/notifications\?page=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
  });

  test('visiting /login while logged in goes to /worker', async ({ page }) => {
    const employee = await createEmployee('general');
    await login(page, employee.email);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/worker$/);
  });
});

test.describe('ログアウト', () => {
  test('cancel keeps the session; logout goes to /login, protected pages then redirect and the server refuses the token', async ({ page }) => {
    const employee = await createEmployee('general');
    await login(page, employee.email);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('ログアウトしてもよろしいですか？');
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(500);

    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/worker$/);
    await page.reload();
    await expect(page).toHaveURL(/\/worker$/);
    await expect(page.getByTestId('user-menu-name')).toHaveText(employee.name);

    // The spec runs without DOM typings: evaluate a string in the page.
    const stored = await page.evaluate<string | null>(
      "Object.entries(localStorage).find(([key]) => key.includes('auth'))?.[1] ?? null",
    );
    expect(stored).toBeTruthy();
    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/worker');
    await expect(page).toHaveURL(/\/login$/);
    // the signed-out token itself is refused by the server
    const response = await page.request.get('/api/profile', { headers: JSON.parse(stored ?? '{}') as Record<string, string> });
    expect(response.status()).toBe(401);
  });
});

test('an expired token sends the user to /login on the next navigation', async ({ page }) => {
  const employee = await createEmployee('administrator');
  await login(page, employee.email);
  expect(await expireDevices(employee)).toBeGreaterThan(0);
  await sideMenu(page).getByRole('link', { name: 'エージェント' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast')).toContainText('ログインの有効期限が切れました。');
  // The path the user was on is remembered.
  await fillLogin(page, employee.email);
  await expect(page).toHaveURL(/\/agent$/);
});

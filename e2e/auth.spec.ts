import { expect, test } from '@playwright/test';
import { createEmployee, demo } from './support/db';
import { fillLogin, loginWithForm as login } from './support/session';

test.describe('ログイン', () => {
  test('succeeds and lands on the ホーム; the side menu opens the seeded workers', async ({ page }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
        cspViolations.push(message.text());
      }
    });
    await page.goto('/login');
    await expect(page).toHaveTitle(/ログイン/);
    await fillLogin(page, demo.owner);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'ワーカー' }).click();
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

  // A wrong password, the remembered path after a logged-out visit and /login while signed in are component tests:
  // apps/web/src/routes/login/login-redirects.test.tsx.
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
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
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

// An expired token (the 401 → /login with the toast → back after login) is a component test:
// apps/web/src/routes/login/login-redirects.test.tsx.

import { expect, test } from '@playwright/test';
import { demoState, sideMenu } from './support/session';

// The menu by role is a component test (apps/web/src/app/layouts/side-menu.test.tsx); here the owner's clicks.
test.describe('as the owner', () => {
  test.use({ storageState: demoState('owner') });

  test('menu items open their pages and highlight the active one', async ({ page }) => {
    await page.goto('/worker');
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'ワーカー' })).toHaveAttribute('aria-current', 'page');
    // /worker is longer than the window; the menu's background (and its border) still reaches the bottom of the page
    await expect(page.getByRole('table', { name: 'ワーカー一覧' }).locator('tbody tr')).not.toHaveCount(0);
    // the rows are in and laid out: the page is taller than the window (the first rows can be measured before the rest)
    await expect.poll(() => page.evaluate<boolean>('document.documentElement.scrollHeight > window.innerHeight')).toBe(true);
    // (the spec runs without DOM typings: evaluate a string in the page)
    const column = await page.evaluate<{ paintedBottom: number; pageHeight: number; windowHeight: number }>(`(() => {
      const root = document.querySelector('[data-testid="side-menu"]');
      const painted = [root, ...root.querySelectorAll('*')].filter((el) => getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)');
      return {
        paintedBottom: Math.ceil(Math.max(...painted.map((el) => el.getBoundingClientRect().bottom)) + window.scrollY),
        pageHeight: document.documentElement.scrollHeight,
        windowHeight: window.innerHeight,
      };
    })()`);
    expect(column.pageHeight).toBeGreaterThan(column.windowHeight);
    expect(column.paintedBottom).toBeGreaterThanOrEqual(column.pageHeight); // (rounded up: may pass the last pixel)
    await menu.getByRole('link', { name: '契約' }).click();
    await expect(page).toHaveURL(/\/contract$/);
    await expect(page.getByRole('heading', { level: 1, name: '契約一覧' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '契約' })).toHaveAttribute('aria-current', 'page');
    // 活動一覧 (issue #23) is offered to every signed-in employee
    await menu.getByRole('link', { name: '活動一覧' }).click();
    await expect(page).toHaveURL(/\/activity_groups$/);
    await expect(menu.getByRole('link', { name: '活動一覧' })).toHaveAttribute('aria-current', 'page');
    // an order opened from 発注書 lives under /worker/…: the menu keeps 発注書 lit, through the contract's tabs and a reload
    await menu.getByRole('link', { name: '発注書' }).click();
    await page.getByRole('table', { name: '発注書一覧' }).locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/worker\/[^/]+\/contract\/[^/]+\/order\/[^/]+$/);
    await expect(menu.getByRole('link', { name: '発注書' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'ワーカー' })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('tablist', { name: '契約のメニュー' }).getByRole('tab', { name: '納品' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await page.reload();
    await expect(page.getByRole('tablist', { name: '契約のメニュー' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '発注書' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: /フリーランス管理/ }).first().click();
    await expect(page).toHaveURL(/\/worker$/);
  });

  // The worker list's search in the URL (?searchNameText=): apps/web/src/routes/worker/worker-screens.test.tsx.
});

// An unknown path's 404 page (text and WCAG): e2e/accessibility.spec.ts.

// `/` → /worker (through /login when logged out): apps/web/src/routes/login/login-redirects.test.tsx.

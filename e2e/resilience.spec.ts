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
  await page.route('**/assets/contract-list-page-*.js', (route) => route.abort('failed'));
  await sideMenu(page).getByRole('link', { name: '契約' }).click();
  // First failure: reload (the URL has already changed to /contract); the reloaded page fails again within 60 s.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/contract$/);
  await expect(page.getByRole('link', { name: 'ホームへ戻る' })).toBeVisible();
});

// A failed load ("prefix + server message" as a red toast at the top right, the table's error row): a component test,
// apps/web/src/routes/worker/worker-screens.test.tsx.

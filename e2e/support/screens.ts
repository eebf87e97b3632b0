import type { Page } from '@playwright/test';

/**
 * A screenshot for people to look at (test-results/screens/<name>.png), taken only when E2E_SCREENS is set: a full-page
 * capture costs one to three seconds of software rendering on the CI machine and asserts nothing.
 */
export async function saveScreen(page: Page, name: string, options: { fullPage?: boolean } = { fullPage: true }): Promise<void> {
  if (!process.env.E2E_SCREENS) return;
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: options.fullPage ?? true });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA rules on the whole page; the message lists each broken rule with its first target. */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
}

/** Usable at 390 px: nothing runs off the right edge of the page. */
export async function expectNoSidewaysScroll(page: Page) {
  // measured until the layout settles after a resize or a toast's entrance (expect's 10 s); an overflow that stays fails
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'))
    .toBeLessThanOrEqual(0);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The axe-core that @axe-core/playwright itself runs (the same version and rules). */
const axeSource = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.1 A/AA rules on the whole page; the message lists each broken rule with its first target.
 *
 * Measured once the page's transitions have ended. The rules and tags are AxeBuilder's `withTags`, run by `axe.run` in
 * the page itself: axe-core is injected once per document (a client-side navigation keeps it) and only violations are
 * collected (`resultTypes`; passes and incomplete results, which nothing reads, are not serialised). AxeBuilder's default injected axe twice and finished the run in a
 * second, blank page — 5–8 s per check on the loaded 2-core CI machine against 1–3 s this way. A page with frames goes
 * through AxeBuilder, which injects axe into every frame.
 */
export async function expectNoViolations(page: Page) {
  // mid-fade colours are not what people read: wait for the running transitions (a dialog's or a popover's entrance)
  await expect.poll(() => page.evaluate<number>(RUNNING_TRANSITIONS)).toBe(0);
  const violations = page.frames().length > 1 ? (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations : await runAxe(page);
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target.join(' ')})`)).toEqual([]);
}

/** Finite animations and transitions still running (an endless one, such as a spinner, never settles). */
const RUNNING_TRANSITIONS = `document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length`;

type Violation = { id: string; help: string; nodes: { target: string[] }[] };

async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe?.run === "function"'))) await page.evaluate(axeSource);
  const options = JSON.stringify({ runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] });
  // (the e2e project has no DOM typings: evaluate a string in the page)
  return page.evaluate<Violation[]>(
    `axe.run(document, ${options}).then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 1).map((n) => ({ target: n.target.map(String) })) })))`,
  );
}

/** Usable at 390 px: nothing runs off the right edge of the page. */
export async function expectNoSidewaysScroll(page: Page) {
  // measured until the layout settles after a resize or a toast's entrance (expect's 10 s); an overflow that stays fails
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth'))
    .toBeLessThanOrEqual(0);
}

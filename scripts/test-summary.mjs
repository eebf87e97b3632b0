// Prints one closing line for the whole `npm test` run: unit + API (Vitest) and browser journeys (Playwright).
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(new URL(`../test-results/${file}`, import.meta.url), 'utf8'));
const vitest = read('vitest.json');
const playwright = read('playwright.json');
const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;
console.log(`\nunit+api: ${vitest.numPassedTests} passed; browser: ${playwright.stats.expected + playwright.stats.flaky} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);

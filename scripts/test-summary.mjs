// Prints the ten slowest tests and one closing line `N passed, N failed, N skipped` for a test run, from the JSON
// reports in test-results/: unit + API (Vitest) and browser journeys (Playwright).
//
//   node scripts/test-summary.mjs             both reports (`npm test`)
//   node scripts/test-summary.mjs --vitest    the Vitest report only (`npm run test:api`)
//   node scripts/test-summary.mjs --sum a.json b.json …   adds up counts saved by earlier runs (CI's closing line)
//
// Each run also saves its counts to test-results/summary.json. A test that passed only on a retry (flaky) counts as
// failed: a retry must not hide a race. Exit code 1 when anything failed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// TEST_RESULTS_DIR: another folder of reports (the script's own test uses it).
const results = process.env.TEST_RESULTS_DIR
  ? pathToFileURL(`${path.resolve(process.env.TEST_RESULTS_DIR)}/`)
  : new URL('../test-results/', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, results), 'utf8'));
const args = process.argv.slice(2);

function closingLine({ passed, failed, skipped }) {
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

if (args[0] === '--sum') {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of args.slice(1)) {
    const counts = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  closingLine(total);
}

const durations = []; // { ms, name }

/** Vitest JSON: per file, per test (assertionResults); a retried test that passed in the end counts as failed. */
function vitestCounts(report) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  for (const file of report.testResults) {
    const rel = path.relative(process.cwd(), file.name);
    for (const t of file.assertionResults) {
      if (t.status === 'passed' && (t.retryCount ?? 0) > 0) {
        flaky += 1;
        failed += 1;
      } else if (t.status === 'passed') passed += 1;
      else if (t.status === 'failed') failed += 1;
      else skipped += 1;
      if (typeof t.duration === 'number') durations.push({ ms: t.duration, name: `${rel} › ${t.fullName ?? t.title}` });
    }
  }
  // A file that failed to load has no assertion results but must not pass silently.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  return { passed, failed: failed + brokenFiles, skipped, flaky };
}

/** Playwright JSON: suites → specs → tests → results. `flaky` (passed on a retry) counts as failed. */
function playwrightCounts(report) {
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        durations.push({ ms, name: `${spec.file} › ${[...titles, spec.title].join(' › ')}` });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const fileSuite of report.suites ?? []) walk(fileSuite, []); // the top level is one suite per spec file
  const { expected, unexpected, flaky, skipped } = report.stats;
  // Errors outside tests (global setup, a spec that does not load) fail the run too.
  const errors = (report.errors ?? []).length;
  return { passed: expected, failed: unexpected + flaky + errors, skipped, flaky };
}

const vitest = vitestCounts(read('vitest.json'));
const parts = [vitest];
let playwright = null;
if (args[0] !== '--vitest') {
  playwright = playwrightCounts(read('playwright.json'));
  parts.push(playwright);
}

durations.sort((a, b) => b.ms - a.ms);
console.log('\nslowest tests:');
for (const { ms, name } of durations.slice(0, 10)) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);

const total = {
  passed: parts.reduce((n, p) => n + p.passed, 0),
  failed: parts.reduce((n, p) => n + p.failed, 0),
  skipped: parts.reduce((n, p) => n + p.skipped, 0),
};
const flaky = parts.reduce((n, p) => n + p.flaky, 0);
writeFileSync(new URL('summary.json', results), `${JSON.stringify(total)}\n`);
console.log(
  `\nunit+api: ${vitest.passed} passed` +
    (playwright ? `; browser: ${playwright.passed} passed` : '') +
    (flaky > 0 ? `; ${flaky} flaky (passed only on a retry: counted as failed)` : ''),
);
closingLine(total);

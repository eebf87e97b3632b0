import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  // Two spec files at a time: a journey spends most of its time waiting (debounces, toasts, mail, page loads), so two
  // browsers fill the second core. Tests within a file run in order; files own their data (createEmployee,
  // createPortalWorker, fresh workers) or only read the demo data. E2E_WORKERS=1 runs one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0, // a journey that passes only on a retry has a race: it fails, and the race gets fixed
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // A ceiling, not a wait (steps wait for what they need): a journey takes 15–70 s on the 2-core CI machine with two
  // browsers side by side. axe runs only in e2e/accessibility.spec.ts (once per page, 1–3 s each: e2e/support/a11y.ts).
  timeout: 120_000,
  expect: { timeout: 15_000 }, // a ceiling for one step on the loaded 2-core CI machine
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 820 } },
      grepInvert: /@screens/,
    },
    // `E2E_SCREENS=1 npx playwright test --project=screens` saves screenshots into test-results/screens/ for review.
    ...(process.env.E2E_SCREENS
      ? [
          {
            name: 'screens',
            use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 820 } },
            grep: /@screens/,
          },
        ]
      : []),
  ],
});

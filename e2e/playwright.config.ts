import { defineConfig } from '@playwright/test';

// The real server serving the real client build is started once by the global setup, on a free port with a
// fresh data directory; it exports the base URL as PLAYWRIGHT_TEST_BASE_URL, which Playwright's `baseURL`
// fixture reads, so `page.goto('/')` works in every test.
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : 1,
  // A test's whole budget. Two browsers and two workers on a 2-core CI machine put long flows (two people on one
  // BoQ, a survey switched between BoQs) past 30 s without anything being wrong; every wait inside stays bounded
  // by the expect timeout below.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Never a downloaded browser: the system Chromium, with the flags that keep it quiet on a closed network.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});

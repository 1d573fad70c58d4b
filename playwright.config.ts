import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './e2e/support/chromium.js';

const port = Number(process.env.E2E_PORT ?? 4310);
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Browser journeys in Debian's Chromium against the real server on a fresh embedded database.
 * Playwright never downloads a browser here: the machine's /usr/bin/chromium is used.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // One more try for a journey that failed: two browsers and the server share two cores, and a
  // journey that passes on its retry is reported as flaky in the summary line, never hidden.
  retries: 1,
  timeout: 60_000,
  // A toast or a refetched row can take over 7 s when the two cores are saturated (seen: a lazy
  // toast chunk fetched 4 s after the save returned); a real failure still fails, later.
  expect: { timeout: 15_000 },
  outputDir: `test-results/playwright-${port}`,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recorded on the retry only: recording every journey's snapshots and screenshots costs the
    // two cores on each of the ~80 that pass. A journey that fails is always retried once, so the
    // failing run's retry still leaves its trace (and a flaky one shows how it passed).
    trace: 'on-first-retry',
    // No transitions to wait out (the app honours the preference): the journeys test screens, not animations.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    // The service worker would download every screen in each new browser: only the offline journeys want it.
    serviceWorkers: 'block',
    launchOptions: debianChromium,
  },
  projects: [
    { name: 'chromium', use: desktopChromium, testIgnore: /(imports|countersign)\.spec\.ts$/ },
    // Importing 500 vehicles fills the lists, renewals and tracking weeks the other journeys read
    // on the shared server, so that journey runs once they are done.
    { name: 'imports', use: desktopChromium, testMatch: /imports\.spec\.ts$/, dependencies: ['chromium'] },
    // The countersignature journey moves the server's clock a day ahead for a moment: alone, last,
    // so no other journey meets a server living tomorrow (a Settings screen failed beside it).
    { name: 'clock', use: desktopChromium, testMatch: /countersign\.spec\.ts$/, dependencies: ['imports'] },
  ],
  webServer: {
    command: 'node --conditions=source --import tsx e2e/support/start-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    // A fresh embedded database takes ~10 s to create and migrate; far longer on a loaded machine.
    timeout: 180_000,
    stdout: 'pipe',
  },
});

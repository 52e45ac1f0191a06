import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser tests run in Debian's Chromium against the real server (built SPA, fresh PGlite in
 * a temporary DATA_DIR, local outbox), started by e2e/start-server.mjs.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two workers everywhere (CI has two cores); `--workers 1` on a busy machine.
  workers: 2,
  // On CI a failed test runs once more: one that then passes counts as passed but is named
  // 'FLAKY' at the end of the log (scripts/test-report.mjs, decision 136); one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  // A limit for a test that hangs, not a speed check: the longest journeys without their own
  // limit take ~30 s on CI's two cores, so a slower machine still has room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: APP_LOCALE,
    // No animation can race an assertion or axe (a toast caught mid-fade once failed contrast).
    reducedMotion: 'reduce',
    timezoneId: APP_TIME_ZONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node e2e/start-server.mjs`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

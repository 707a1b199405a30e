import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium'

/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const BASE_URL = `http://127.0.0.1:${PORT}`
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * Browser flows against the real server and a fresh PGlite database, through Debian's
 * Chromium (TOOLCHAIN.md: never a downloaded browser).
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // A fresh data directory every run, so the seed (and the demo accounts) are known.
    command: 'rm -rf .tmp/e2e-data && npx vite build --logLevel warn && npx tsx src/server/main.ts',
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    // E2E_REUSE_SERVER=1: run specs against a server already started on E2E_PORT (while iterating).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: '.tmp/e2e-data',
      SEED_TALENTS: '400',
      SEED_PROJECTS: '20',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The reference VMS answers quickly in the browser tests (issue 20).
      VMS_REFERENCE_PACE_MS: '1200',
      // The calendar provider sends the browser back to PUBLIC_URL/calendar/callback (issue 24).
      PUBLIC_URL: BASE_URL,
      // The reference assessment vendor's candidates finish quickly (issue 24 §3).
      ASSESSMENTS_REFERENCE_PACE_MS: '1500',
    },
  },
})

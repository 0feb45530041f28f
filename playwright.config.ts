import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_PATH } from './scripts/prerequisites.ts'

const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`

// Playwright loads this file in the runner and again in each worker; the environment variable makes them
// all share the one fresh data folder the runner created.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'simlessly-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

// Fixed emulator ports, so that the test processes can seed data straight into the server's DynamoDB
// (tests/support/accounts.ts). Set in the environment here so the runner and its workers agree.
process.env.E2E_DYNAMODB_PORT ??= '8790'
process.env.E2E_S3_PORT ??= '8791'
process.env.E2E_SQS_PORT ??= '8792'
process.env.E2E_SMTP_PORT ??= '8795'
// The platform admin the server creates at first start, with a known password so a spec can sign in as it.
process.env.E2E_ADMIN_EMAIL ??= 'admin@simlessly.localhost'
process.env.E2E_ADMIN_PASSWORD ??= 'E2e-Admin-pass-7'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Assertions wait on their condition up to 15 s, not the default 5: on a loaded machine (the suite is
  // also run with both cores busy) the first visit of a lazy route, e.g. Home after sign-in, took longer
  // than 5 s to appear, while nothing was wrong.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A trace only when a failed test runs again (CI retries once): recording one for every test, kept
    // or not, cost about a third of the e2e CPU (logs and insights, 7 tests: 64 CPU s with traces, 44
    // without). Locally, `--trace on` (or `--retries 1`) records the traces of a run to look into.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (cookies, storage, pages, routes, clock: see
    // Playwright's `reuseContext`) instead of a new one per test: a fresh context starts a new renderer that
    // compiles the SPA's bundle again, about 1.1 CPU s a test more than a reset one (measured here: 4.5 CPU s
    // against 3.4 for a sign-in and two screens). A test that changes an option other than the colour
    // scheme, viewport or user agent (a locale, a time zone) gets a context of its own, so the usual ones
    // are set here, where every spec shares them, and not spec by spec.
    reuseContext: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium headless shell (scripts/prerequisites.ts says why): `npx playwright install` cannot
        // download browsers on these machines. E2E_CHROMIUM_PATH=/usr/bin/chromium runs them on the whole
        // browser instead (`--headless`), to compare.
        launchOptions: {
          executablePath: process.env.E2E_CHROMIUM_PATH ?? CHROMIUM_PATH,
          args: [
            '--headless',
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
    },
  ],
  // The product as `npm start` runs it: API, SPA and local stand-ins on one port, with fresh data. No
  // PUBLIC_URL, as on `npm start`: the links the product makes (mails, the card checkout and its return)
  // follow the loopback origin the browser is on.
  webServer: {
    command: 'node --openssl-legacy-provider --import tsx functions/src/local/main.ts',
    url: `${baseURL}/api/v1/platform/query`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DYNAMODB_PORT: process.env.E2E_DYNAMODB_PORT,
      S3_PORT: process.env.E2E_S3_PORT,
      SQS_PORT: process.env.E2E_SQS_PORT,
      SMTP_PORT: process.env.E2E_SMTP_PORT,
      // Short polls: a job (a mail, a batch's next step, a webhook) is taken in about 0.1 s, not up to 1 s.
      QUEUE_WAIT_SECONDS: '0',
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // The simulated cards' Recycle applets check in every second (30 s on npm start).
      BIP_APPLET_INTERVAL_MS: '1000',
      // The stand-in OpenID providers (Google, Microsoft) on ports derived from the console's, unless given
      // (engineers sharing a machine each have their own ports).
      OIDC_GOOGLE_PORT: process.env.E2E_OIDC_GOOGLE_PORT ?? String(port + 1000),
      OIDC_MICROSOFT_PORT: process.env.E2E_OIDC_MICROSOFT_PORT ?? String(port + 1001),
    },
    reuseExistingServer: false,
    // The start builds the SPA when its sources changed (a fresh clone: about a minute on two busy cores),
    // or waits for the unit phase's build of it (`npm test` runs both phases at once; one builds, under a lock).
    timeout: 300_000,
    // The request log would drown the test report; start-up errors still show on stderr.
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

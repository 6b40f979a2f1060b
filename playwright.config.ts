// Browser tests (e2e/*.e2e.ts) against the production build, in Debian's Chromium at a
// desktop and a mobile viewport. The server gets its own port and its own SQLite file,
// deleted before start, so every run begins from the freshly seeded demo store.
// No retries: a flaky test must show up as a failure, not be hidden by a second try.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The local fakes of the WhatsApp Cloud API and MSG91 (`npm run fakes`). The shop sends
 * WhatsApp through it (so checkout and the account page offer WhatsApp updates); SMS stays
 * in the demo outbox, where the tests read OTPs.
 */
const fakesPort = Number(process.env.E2E_FAKES_PORT ?? 4010);
const whatsapp = {
  WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
  WHATSAPP_ACCESS_TOKEN: 'fake-whatsapp-access-token',
  // Signs the fake's status webhooks (POST /fake/whatsapp/status), which the shop checks.
  WHATSAPP_APP_SECRET: 'fake-whatsapp-app-secret',
};
/**
 * Shiprocket's account as the fake (lib/testing/fake-shiprocket.ts, served by `npm run fakes`)
 * accepts it: the shop books through the fake, and the fake's tracking webhooks carry the key
 * the shop checks.
 */
const shiprocket = {
  SHIPROCKET_EMAIL: 'api@fake-shiprocket.test',
  SHIPROCKET_PASSWORD: 'fake-shiprocket-password',
  COURIER_WEBHOOK_KEY: 'fake-courier-webhook-key',
};
/** Files named *.http.e2e.ts talk HTTP only (the `request` fixture, no page). */
const httpOnly = /\.http\.e2e\.ts$/;
/**
 * Files named *.catalogue.e2e.ts change the shared catalogue (new products, prices):
 * they run after every other test, so no list, search or cart test sees a product
 * appear or sell out under it.
 */
const catalogueWrites = /\.catalogue\.e2e\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // No trace by default: recording one (a DOM snapshot and screencast frame per action)
    // doubled every test's time on a 2-core machine, for every test, to keep it for the
    // few that fail. Ask for it when chasing a failure: `npx playwright test --trace on`.
    trace: 'off',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      // Plain HTTP checks (API, SEO files): once, not once per viewport.
      name: 'http',
      testMatch: httpOnly,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop',
      // The COD confirmation journey is a shopper opening an SMS link, and booking a courier is
      // the packer's phone at the desk: on the phone only.
      testIgnore: [httpOnly, catalogueWrites, /cod-confirmation\.e2e\.ts$/, /seller-booking\.e2e\.ts$/],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // Below the store's 560 px mobile breakpoint. The CSP walk (csp.e2e.ts) runs once, at
      // the desktop viewport: the policies do not depend on the screen.
      name: 'mobile',
      testIgnore: [httpOnly, catalogueWrites, /csp\.e2e\.ts$/],
      use: {
        userAgent: devices['Pixel 7'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // After all the others (see catalogueWrites), at the desktop viewport.
      name: 'catalogue',
      testMatch: catalogueWrites,
      dependencies: ['http', 'desktop', 'mobile'],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // A fresh database each run, and no cached API answers left from an earlier run's database.
      command: 'rm -rf data/e2e.db data/e2e.db-* .next/cache/fetch-cache && npm start',
      url: baseURL,
      env: {
        PORT: String(port),
        DATABASE_URL: 'data/e2e.db',
        STORE_SITE_URL: baseURL,
        NEXT_TELEMETRY_DISABLED: '1',
        // No access line per request in the test output; warnings and errors (stderr) still show.
        LOG_REQUESTS: '0',
        // The tests settle payments themselves (e2e/stock-refresh.http.e2e.ts calls the
        // reconciler when it means to); the schedule's own runs are tested in tests/api.
        SCHEDULE_PAYMENTS_RECONCILE_SECONDS: '0',
        WHATSAPP_API_URL: `http://127.0.0.1:${fakesPort}`,
        ...whatsapp,
        SHIPROCKET_API_URL: `http://127.0.0.1:${fakesPort}`,
        ...shiprocket,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'npm run fakes',
      url: `http://127.0.0.1:${fakesPort}/fake/messages`,
      env: { PORT: String(fakesPort), SHOP_URL: baseURL, ...whatsapp, ...shiprocket },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});

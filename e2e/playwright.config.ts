import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium';
import { freePortSync, makeDataDir, serverLog, serverUrl } from './server';

// The config is evaluated in the runner and again in every worker; the runner chooses the port
// and data folder once and the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePortSync());
process.env.E2E_DATA_DIR ??= makeDataDir();
const port = Number(process.env.E2E_PORT);
const baseURL = serverUrl();
const serverDir = fileURLToPath(new URL('../apps/server', import.meta.url));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: {
    // The real server on a temporary data folder: embedded PostgreSQL, migrations, demo data,
    // and the web build (`npm run test:e2e` builds it first). Its log goes to a file in that
    // folder, where the specs read the e-mail codes it prints (IDENTITY_LOG_CODES, e2e/people.ts).
    command: `node --import tsx src/main.ts >> '${serverLog(process.env.E2E_DATA_DIR)}'`,
    cwd: serverDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: the identity endpoint and the CSP are built from it.
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Development only: codes never appear in the outbox, so the specs read them from the log.
      IDENTITY_LOG_CODES: 'true',
      // Passkeys need a name, never an IP address: the passkeys spec opens the app at
      // http://localhost:<port> (passkeys.spec.ts), and the relying party is `localhost`.
      IDENTITY_WEBAUTHN_RP_ID: 'localhost',
    },
  },
});

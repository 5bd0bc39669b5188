import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The e2e server publishes a tag-manager id so the consent journey can prove it loads only after consent. */
export const TAG_MANAGER_ID = 'GTM-E2ETEST';
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** Where the journeys' SMTP server writes the mails the app sends. */
export const MAIL_DIR = fileURLToPath(new URL('../.e2e-data/mail', import.meta.url));
/** The admin account the e2e server ensures (all roles). */
export const ADMIN = { email: 'admin.e2e@example.com', password: 'e2e-admin-password' };

/** Journeys that change the demo practice's catalogue or schedule. */
const MUTATING = /(catalogue|schedule)\.spec\.ts/;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'de-CH',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium keeps dialling Google on this closed network.
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
    { name: 'chromium', testIgnore: MUTATING, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // These change what the other journeys read (names, prices, absences over the demo therapist): they run after them.
    { name: 'practice-changes', testMatch: MUTATING, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'rm -rf ../.e2e-data && node --import tsx e2e-server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '../.e2e-data',
      DEMO_DATA: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TAG_MANAGER_ID,
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Praxis E2E <noreply@example.com>',
      E2E_SMTP_PORT: String(SMTP_PORT),
      E2E_MAIL_DIR: MAIL_DIR,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every journey logs in from 127.0.0.1; the per-IP limit itself is covered by the server tests.
      LOGIN_RATE_LIMIT: '1000',
      GUEST_BOOKING_LIMIT: '1000',
    },
  },
});

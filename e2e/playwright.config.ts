import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3123);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The e2e server publishes a tag-manager id so the consent journey can prove it loads only after consent. */
export const TAG_MANAGER_ID = 'GTM-E2ETEST';
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
/** Where the journeys' SMTP server writes the mails the app sends. */
export const MAIL_DIR = fileURLToPath(new URL('../.e2e-data/mail', import.meta.url));
/** A second server on an empty database (no demo data) for the first-day journey, with its own mail folder. */
const EMPTY_PORT = PORT + 1;
export const EMPTY_URL = `http://127.0.0.1:${EMPTY_PORT}`;
const EMPTY_SMTP_PORT = SMTP_PORT + 1;
export const EMPTY_MAIL_DIR = fileURLToPath(new URL('../.e2e-empty/mail', import.meta.url));
/** The admin account the e2e servers ensure (all roles). */
export const ADMIN = { email: 'admin.e2e@example.com', password: 'e2e-admin-password' };

/** Journeys that change the demo practice's catalogue or schedule. */
const MUTATING = /(catalogue|schedule)\.spec\.ts/;

/** One app server with its own data folder and SMTP capture; `demo` seeds the demo practice. */
function server(options: { port: number; dataDir: string; smtpPort: number; mailDir: string; demo: boolean }) {
  const url = `http://127.0.0.1:${options.port}`;
  return {
    command: `rm -rf ${options.dataDir} && node --import tsx e2e-server.ts`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DEMO_DATA: options.demo ? 'small' : '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TAG_MANAGER_ID,
      PUBLIC_URL: url,
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      MAIL_FROM: 'Praxis E2E <noreply@example.com>',
      E2E_SMTP_PORT: String(options.smtpPort),
      E2E_MAIL_DIR: options.mailDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every journey logs in from 127.0.0.1; the per-IP limit itself is covered by the server tests.
      LOGIN_RATE_LIMIT: '1000',
      GUEST_BOOKING_LIMIT: '1000',
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Long journeys on a two-core machine with two workers, each with its Chromium and two servers: 30 s was too tight.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'de-CH',
    // A failed journey keeps its trace: the page's DOM at every step. The screencast is left out:
    // encoding it cost a third of the journeys' time (11 journeys: 2.6 min with it, 1.9 without).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
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
  webServer: [
    server({ port: PORT, dataDir: '../.e2e-data', smtpPort: SMTP_PORT, mailDir: MAIL_DIR, demo: true }),
    server({ port: EMPTY_PORT, dataDir: '../.e2e-empty', smtpPort: EMPTY_SMTP_PORT, mailDir: EMPTY_MAIL_DIR, demo: false }),
  ],
});

import { isIP } from 'node:net';
import { LIMITS } from '@praxis/domain';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of a TRUST_PROXY list: an address, a CIDR range, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset trusts no proxy header (the socket's address counts); a hop count trusts that
 * many proxies in front; a list trusts those proxies' addresses. "Trust everything" is not offered:
 * it lets any client choose its address and so escape every per-address limit.
 */
const trustProxySchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .refine((v) => /^[1-9]\d{0,1}$/.test(v) || v.split(',').every((e) => isProxyEntry(e.trim())), {
      message: 'must be a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)',
    })
    .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((e) => e.trim())))
    .optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: optional(z.string().min(3)),
    ADMIN_EMAIL: optional(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: 'must be an e-mail address' })),
    ),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(LIMITS.passwordMin, `must have at least ${LIMITS.passwordMin} characters`)
        .max(LIMITS.password, `must have at most ${LIMITS.password} characters`),
    ),
    DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['0', '1', 'small']).default('0')),
    TAG_MANAGER_ID: optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    WEB_DIST: optional(z.string().min(1)),
    LOGIN_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(10)),
    GUEST_BOOKING_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(5)),
    TRUST_PROXY: trustProxySchema,
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(14)),
    DATABASE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1_000).max(600_000).default(8_000)),
    MAIL_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(32).default(4)),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  admin: { email: string; password: string } | null;
  demoData: boolean;
  /** `DEMO_DATA=1`: the demo practice with a past year; `small` seeds it without (the journeys' demo). */
  demoYear: boolean;
  tagManagerId: string | null;
  logLevel: string;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  /** Login, link, registration and guest-booking requests allowed per IP and minute. */
  loginRateLimit: number;
  /** Guest reservations allowed per client address and hour. */
  guestBookingLimit: number;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or their addresses. */
  trustProxy: false | number | string[];
  /** Folder of the nightly backups; null: no nightly backups. */
  backupDir: string | null;
  /** How many nightly backups to keep (the oldest beyond are deleted). */
  backupKeep: number;
  /** PostgreSQL: how long one statement may run (the answer is awaited 1 s longer). */
  databaseTimeoutMs: number;
  /** Mails each instance sends at once (each on its own SMTP connection). */
  mailConcurrency: number;
}

/** Thrown when the environment is invalid; `problems` lists one line per variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the runtime contract's environment variables (DESIGN.md section 3). */
export function loadConfig(source: Record<string, string | undefined>, defaults: { webDist?: string | null } = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Praxis <noreply@localhost>',
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    demoData: env.DEMO_DATA !== '0',
    demoYear: env.DEMO_DATA === '1',
    tagManagerId: env.TAG_MANAGER_ID ?? null,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ?? defaults.webDist ?? null,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    guestBookingLimit: env.GUEST_BOOKING_LIMIT,
    trustProxy: env.TRUST_PROXY ?? false,
    backupDir: env.BACKUP_DIR ?? null,
    backupKeep: env.BACKUP_KEEP,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    mailConcurrency: env.MAIL_CONCURRENCY,
  };
}

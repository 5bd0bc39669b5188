import type { PracticeSettings } from '@praxis/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { pgliteClient, type Database, type Executor } from '../db/client.ts';
import { readPracticeSettings } from '../modules/settings/index.ts';
import { AppEvents } from './app-events.ts';
import { CachedValue } from './cached-value.ts';
import { JobRunner } from './jobs.ts';
import { StorageHealth } from './storage-health.ts';

/** What every module gets: one object instead of a parameter list per module. */
export interface AppContext {
  readonly db: Database;
  readonly config: Config;
  /** The clock (tests move it). */
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Wakes the `mail` job after a mail was committed to the outbox (call it after the commit). */
  readonly notifyMail: () => void;
  readonly jobs: JobRunner;
  /** The practice settings, read fresh (optionally inside a transaction). */
  readonly settings: (tx?: Executor) => Promise<PracticeSettings>;
  readonly events: AppEvents;
  /** The tag-manager id of the settings, cached for the Content-Security-Policy (ADR 007). */
  readonly tagManager: CachedValue<string | null>;
  /** Whether the database can write (a full disk), for `/api/health`; failed writes report to it. */
  readonly storage: StorageHealth;
}

/** How long another instance's settings change may take to reach this instance's CSP. */
const TAG_MANAGER_CACHE_MS = 30_000;

export interface AppContextOptions {
  db: Database;
  config: Config;
  now?: () => Date;
  log: FastifyBaseLogger;
  notifyMail?: () => void;
}

/**
 * Creates the context. Without `notifyMail`, committed mails wake the `mail` job (when it runs);
 * tests give their own.
 */
export function createAppContext({ db, config, now = () => new Date(), log, notifyMail }: AppContextOptions): AppContext {
  const jobs = new JobRunner(log);
  // NOTE: TAG_MANAGER_ID is only the default until an admin saves the settings (ADR 007).
  const readSettings = (tx?: Executor) => readPracticeSettings(tx ?? db, { tagManagerId: config.tagManagerId });
  const ctx: AppContext = {
    db,
    config,
    now,
    log,
    notifyMail: notifyMail ?? (() => jobs.wake('mail')),
    jobs,
    settings: readSettings,
    events: new AppEvents(),
    tagManager: new CachedValue(
      async () => (await readSettings()).tagManagerId,
      config.tagManagerId,
      TAG_MANAGER_CACHE_MS,
      now,
      (error) => log.error({ err: error }, 'reading the tag-manager id failed; the CSP keeps the last one'),
    ),
    storage: new StorageHealth(pgliteClient(db)?.dataDir ?? null, now),
  };
  jobs.bind(ctx);
  return ctx;
}

import type { PracticeSettings } from '@praxis/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Database, Executor } from '../db/client.ts';
import { readPracticeSettings } from '../modules/settings/index.ts';
import { AppEvents } from './app-events.ts';
import { JobRunner } from './jobs.ts';

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
}

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
  const ctx: AppContext = {
    db,
    config,
    now,
    log,
    notifyMail: notifyMail ?? (() => jobs.wake('mail')),
    jobs,
    settings: (tx) => readPracticeSettings(tx ?? db),
    events: new AppEvents(),
  };
  jobs.bind(ctx);
  return ctx;
}

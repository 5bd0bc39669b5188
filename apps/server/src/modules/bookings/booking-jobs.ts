import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pruneEvents } from '../rate-limits/rate-events.repo.ts';
import { sendDueReminders, sendHealthFormReminders } from './booking-reminders.ts';
import { expireTemporaryBookings } from './temporary-bookings.ts';

export interface BookingJobOptions {
  db: Database;
  publicUrl: string;
  notifyMail: () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often the jobs run; a minute keeps reminders and expiries within a minute of their time. */
  intervalMs?: number;
}

/**
 * The booking's timed work: release temporary bookings whose data never came, send the 48-hour
 * reminders and the therapists' health-form reminders. Each job claims its rows in the database,
 * so a second server or an overlapping run never acts twice.
 */
export class BookingJobs {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: BookingJobOptions) {}

  /** Runs every job once; errors are logged, never thrown, so one bad row does not stop the rest. */
  async runOnce(): Promise<void> {
    const { db, publicUrl, notifyMail, log } = this.options;
    const now = (this.options.now ?? (() => new Date()))();
    const jobs = {
      expired: () => expireTemporaryBookings({ db, publicUrl }, now),
      reminders: () => sendDueReminders({ db, publicUrl }, now),
      healthFormReminders: () => sendHealthFormReminders({ db, publicUrl }, now),
    };
    const housekeeping = {
      // No limit looks back further than a day; older counted events only take space.
      rateEvents: () => pruneEvents(db, new Date(now.getTime() - 86_400_000)),
    };
    for (const [name, job] of Object.entries(jobs)) {
      try {
        const count = await job();
        if (count > 0) {
          log.info({ job: name, count }, 'booking job done');
          notifyMail();
        }
      } catch (err) {
        log.error({ err, job: name }, 'booking job failed');
      }
    }
    for (const [name, job] of Object.entries(housekeeping)) {
      await job().catch((err: unknown) => log.error({ err, job: name }, 'housekeeping job failed'));
    }
  }

  start(): void {
    const tick = () => {
      this.running ??= this.runOnce().finally(() => (this.running = undefined));
    };
    tick();
    this.timer = setInterval(tick, this.options.intervalMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

import type { Database } from '../../db/client.ts';
import { slotTaken } from './reserve-slot.ts';

/**
 * One reservation at a time per slot (therapy, duration, start and chosen therapist) in this
 * process. NOTE: this only saves work; that two live bookings of a therapist never overlap is the
 * database's exclusion constraint, across processes too. When many ask for one freed slot at once,
 * PGlite runs their statements one after another, and each request would read the day's schedule
 * and try its insert (issue 19's race: 50 requests, p95 about 300 ms). Here the first reserves;
 * those who waited then ask together, with one query, whether the start is still open, and all
 * but the next one leave with `SLOT_TAKEN` when it is not.
 */
export class SlotGate {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly asking = new Map<string, Promise<boolean>>();

  /** Runs `reserve` unless `isHeld` says every therapist who could take the slot is booked then. */
  async pass<T>(key: string, isHeld: () => Promise<boolean>, reserve: () => Promise<T>): Promise<T> {
    for (let current = this.running.get(key); current; current = this.running.get(key)) {
      await current.catch(() => undefined);
      if (await this.ask(key, isHeld)) throw slotTaken();
    }
    // Set before anything is awaited, so whoever comes next waits for this one.
    const run = (async () => {
      if (await isHeld()) throw slotTaken();
      return reserve();
    })();
    this.running.set(key, run);
    try {
      return await run;
    } finally {
      if (this.running.get(key) === run) this.running.delete(key);
    }
  }

  /** One question for everyone who asks while it is open. */
  private ask(key: string, isHeld: () => Promise<boolean>): Promise<boolean> {
    let question = this.asking.get(key);
    if (!question) {
      question = isHeld().finally(() => this.asking.delete(key));
      this.asking.set(key, question);
    }
    return question;
  }
}

const gates = new WeakMap<Database, SlotGate>();

/** The gate of one database (tests run several apps, each on its own, in one process). */
export function slotGateOf(db: Database): SlotGate {
  let gate = gates.get(db);
  if (!gate) gates.set(db, (gate = new SlotGate()));
  return gate;
}

/** The key of a slot as a booking request names it. */
export const slotKey = (slot: { therapyId: number; arrangementId: number; startMs: number; therapistId?: number }) =>
  `${slot.therapyId}|${slot.arrangementId}|${slot.startMs}|${slot.therapistId ?? ''}`;

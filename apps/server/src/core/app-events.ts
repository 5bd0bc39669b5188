import type { Executor } from '../db/client.ts';

/**
 * What modules tell each other without importing each other: event name → payload. Handlers may
 * run in any order (mails, waiting-list offers, a refusal); money is written by the commands of
 * modules/money, which call each step in a visible order (ADR 016).
 */
export interface AppEventMap {
  /** A user logged in (by password, link or automatic login). */
  loggedIn: { userId: number };
  /** A user's personal data were saved (by themselves or by staff). */
  personalDataSaved: { userId: number };
  /** An e-mailed link sent for a reservation was used (in `tx`): its owner proved the address. */
  reservationLinkUsed: { tx: Executor; bookingId: number; userId: number };
  /**
   * Bookable time from `fromMs` to `toMs` may have freed up (a cancellation or move committed, an
   * absence removed, a plan changed): the waiting list offers it. Emitted after the commit.
   */
  slotsFreed: { fromMs: number; toMs: number };
  /** A booking is about to be cancelled in `tx`, its row locked: a handler may refuse by throwing (payments: `HAS_PAYMENTS`). */
  bookingCancelling: { tx: Executor; bookingId: number };
}

type Handler<K extends keyof AppEventMap> = (payload: AppEventMap[K]) => Promise<unknown> | unknown;

/**
 * In-process events: `emit` runs the handlers one after the other and waits for them, so a handler
 * failure fails the request that caused it (as a direct call would).
 */
export class AppEvents {
  private readonly handlers = new Map<keyof AppEventMap, Handler<never>[]>();

  on<K extends keyof AppEventMap>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  async emit<K extends keyof AppEventMap>(name: K, payload: AppEventMap[K]): Promise<void> {
    for (const handler of (this.handlers.get(name) ?? []) as Handler<K>[]) await handler(payload);
  }
}

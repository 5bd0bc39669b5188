import { computeAvailability, fitsWaitWindow, practiceDate, WAITLIST_OFFER_TURN_MS, WAITLIST_OFFERS_PER_SLOT, type WaitWindow } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { scheduleInput } from '../availability/index.ts';
import { notifyMany } from '../notifications/index.ts';
import { claimUnansweredOffers, insertOffers, offeredStarts, waitingBetween, waitingCustomers, type WaitlistRequestRow } from './waitlist.repo.ts';

/** The therapy in its duration, as the availability reads it. */
type ScheduleOffer = NonNullable<Awaited<ReturnType<typeof scheduleInput>>['offer']>;

/** A slot as the matching sees it. */
interface FreeSlot {
  startMs: number;
  endMs: number;
}

const windowOf = (request: WaitlistRequestRow): WaitWindow => ({
  fromDate: request.fromDate,
  toDate: request.toDate,
  weekdays: request.weekdays,
  fromMinute: request.fromMinute,
  toMinute: request.toMinute,
});

/** The offer page a mail links to. */
export const offerUrl = (publicUrl: string, token: string) => `${publicUrl}/waitlist/offer/${token}`;

/**
 * The free slots (as a customer may book them) of one therapy, duration and therapist (or any)
 * that overlap `fromMs`..`toMs`, over the days `fromDay`..`toDay`; none for a therapy no longer offered.
 */
async function freeSlotsOf(
  db: Executor,
  now: Date,
  key: { therapyId: number; arrangementId: number; therapistId: number | null },
  days: { fromDay: string; toDay: string },
  span: { fromMs: number; toMs: number },
) {
  try {
    const { offer, input } = await scheduleInput(
      db,
      { therapyId: key.therapyId, arrangementId: key.arrangementId, from: days.fromDay, to: days.toDay, therapistId: key.therapistId ?? undefined },
      false,
      now,
    );
    if (!input || input.therapistIds.length === 0) return { slots: [] as FreeSlot[], labelKey: offer.labelKey, offer };
    const slots: FreeSlot[] = [];
    for (const day of computeAvailability(input)) {
      for (const slot of day.slots) {
        if (slot.state !== 'free') continue;
        const startMs = Date.parse(slot.start);
        const endMs = startMs + offer.durationMinutes * 60_000;
        if (startMs < span.toMs && startMs + offer.slotMinutes * 60_000 > span.fromMs) slots.push({ startMs, endMs });
      }
    }
    return { slots, labelKey: offer.labelKey, offer };
  } catch (err) {
    // A therapy deactivated or no longer offered in that duration: its requests wait for nothing now.
    if (err instanceof AppError && err.code === 'VALIDATION_ERROR') return { slots: [] as FreeSlot[], labelKey: '', offer: undefined };
    throw err;
  }
}

/**
 * Time from `fromMs` to `toMs` has freed up (a cancellation, a move, an absence removed, a plan
 * changed): every waiting request for which a slot there is now free gets one mail with the
 * earliest such slot it was not offered before, in the order the requests were made, each slot to
 * at most `WAITLIST_OFFERS_PER_SLOT` requests. The link books the slot if it is still free: the
 * first to use it gets it. Returns the mails written.
 */
export async function offerFreedSlots(ctx: AppContext, span: { fromMs: number; toMs: number }): Promise<number> {
  const now = ctx.now();
  const today = practiceDate(now);
  const fromDay = practiceDate(new Date(Math.max(span.fromMs, now.getTime())));
  const toDay = practiceDate(new Date(span.toMs - 1));
  if (span.toMs <= now.getTime() || fromDay > toDay) return 0;
  const requests = await waitingBetween(ctx.db, fromDay, toDay, today);
  if (requests.length === 0) return 0;
  // One availability computation per therapy, duration and therapist choice, not per request.
  const groups = new Map<string, Promise<Awaited<ReturnType<typeof freeSlotsOf>>>>();
  const slotsFor = (request: WaitlistRequestRow) => {
    const key = `${request.therapyId}:${request.arrangementId}:${request.therapistId ?? ''}`;
    let found = groups.get(key);
    if (!found) {
      found = freeSlotsOf(ctx.db, now, request, { fromDay, toDay }, span);
      groups.set(key, found);
    }
    return found;
  };
  const offered = await offeredStarts(
    ctx.db,
    requests.map((r) => r.id),
  );
  const perSlot = new Map<number, number>();
  const candidates: Array<{ request: WaitlistRequestRow; slot: FreeSlot; labelKey: string; offer: ScheduleOffer; token: string }> = [];
  for (const request of requests) {
    const { slots, labelKey, offer } = await slotsFor(request);
    const window = windowOf(request);
    const seen = offered.get(request.id);
    const slot = slots.find(
      (s) => !seen?.has(s.startMs) && (perSlot.get(s.startMs) ?? 0) < WAITLIST_OFFERS_PER_SLOT && fitsWaitWindow(window, s.startMs, s.endMs),
    );
    if (!slot || !offer) continue;
    perSlot.set(slot.startMs, (perSlot.get(slot.startMs) ?? 0) + 1);
    candidates.push({ request, slot, labelKey, offer, token: newToken() });
  }
  // Only the few who get an offer are read; an erased or deactivated one is skipped (rare).
  const customers = await waitingCustomers(ctx.db, [...new Set(candidates.map((c) => c.request.customerId))], today);
  const offers = candidates.filter(({ request }) => customers.has(request.customerId));
  if (offers.length === 0) return 0;
  const written = await ctx.db.transaction(async (tx) => {
    const inserted = await insertOffers(
      tx,
      offers.map(({ request, slot, token }) => ({
        requestId: request.id,
        startsAt: new Date(slot.startMs),
        endsAt: new Date(slot.endMs),
        tokenHash: hashToken(token),
        createdAt: now,
      })),
    );
    // Another freeing of the same time may have offered it meanwhile: those are not mailed twice.
    const mailed = offers.filter(({ request }) => inserted.has(request.id));
    await notifyMany(
      ctx,
      tx,
      mailed.map(({ request, slot, labelKey, offer, token }) => ({
        kind: 'waitlistOffer' as const,
        to: customers.get(request.customerId)!,
        booking: {
          id: 0,
          therapyId: request.therapyId,
          arrangementId: request.arrangementId,
          startsAt: new Date(slot.startMs),
          durationMinutes: offer.durationMinutes,
          priceRappen: offer.priceRappen,
          temporaryUntil: null,
        },
        therapyLabelKey: labelKey,
        offerUrl: offerUrl(ctx.config.publicUrl, token),
      })),
    );
    return mailed.length;
  });
  if (written > 0) ctx.notifyMail();
  return written;
}

/**
 * The slots whose offers went unanswered for `WAITLIST_OFFER_TURN_MS` (nobody booked through them
 * and the slot is still ahead) are offered to the next waiting requests in turn, as if freed again:
 * those already offered a start are not offered it twice, so each round reaches further down the
 * queue until the slot is booked or nobody is left. Returns the mails written.
 */
export async function sweepUnansweredOffers(ctx: AppContext, now: Date): Promise<number> {
  const spans = await claimUnansweredOffers(ctx.db, now, new Date(now.getTime() - WAITLIST_OFFER_TURN_MS));
  let mailed = 0;
  for (const span of spans) mailed += await offerFreedSlots(ctx, span);
  return mailed;
}

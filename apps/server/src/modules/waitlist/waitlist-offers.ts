import { computeAvailability, missingPersonalData, practiceDate, temporaryBookingExpiry, type WaitlistOfferDto } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { scheduleInput } from '../availability/index.ts';
import { notifyWithBookingLink, reserveSlot } from '../bookings/index.ts';
import { findUserById } from '../users/index.ts';
import { endRequest, findOffer, markOfferBooked } from './waitlist.repo.ts';

type FoundOffer = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** A token that cannot be one of ours is not looked up: the same answer as an unknown one. */
async function offerByToken(ctx: AppContext, token: string): Promise<FoundOffer> {
  const found = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await findOffer(ctx.db, hashToken(token)) : undefined;
  if (!found) throw new AppError('NOT_FOUND', 'No such offer.');
  return found;
}

/** Whether the offered time can no longer be booked through the offer, whoever holds it. */
function isClosed(found: FoundOffer, now: Date): boolean {
  const { request, offer } = found;
  return request.status !== 'waiting' || request.toDate < practiceDate(now) || offer.startsAt.getTime() <= now.getTime();
}

/** The offered slot's state now for the request's therapist choice, as a customer would book it. */
async function slotState(ctx: AppContext, found: FoundOffer, now: Date) {
  const { request, offer } = found;
  const day = practiceDate(offer.startsAt);
  const { input } = await scheduleInput(
    ctx.db,
    { therapyId: request.therapyId, arrangementId: request.arrangementId, from: day, to: day, therapistId: request.therapistId ?? undefined },
    false,
    now,
  );
  if (!input) return 'unavailable';
  return computeAvailability(input)[0]?.slots.find((s) => Date.parse(s.start) === offer.startsAt.getTime())?.state ?? 'unavailable';
}

/** The offer behind a mailed link and whether it can still be booked. */
export async function offerByLink(ctx: AppContext, token: string): Promise<WaitlistOfferDto> {
  const found = await offerByToken(ctx, token);
  const now = ctx.now();
  const { offer, request } = found;
  let state: WaitlistOfferDto['state'];
  if (offer.bookingId !== null) state = 'booked';
  else if (isClosed(found, now)) state = 'closed';
  else state = (await slotState(ctx, found, now)) === 'free' ? 'open' : 'taken';
  return {
    therapyId: request.therapyId,
    therapyLabelKey: found.labelKey,
    arrangementId: request.arrangementId,
    durationMinutes: found.durationMinutes,
    start: offer.startsAt.toISOString(),
    end: offer.endsAt.toISOString(),
    therapistId: request.therapistId,
    state,
    bookingId: offer.bookingId,
  };
}

/**
 * Books the offered slot for the request's customer if it is still free: first come, first
 * served (409 `SLOT_TAKEN` for the others, whose requests keep waiting). The mail proved the
 * address, so the booking is confirmed at once when the personal data are complete, and otherwise
 * held as a temporary booking whose mail asks for them. The request ends as booked in the same
 * transaction; a request ended meanwhile (withdrawn, booked by another of its offers) books nothing.
 */
export async function bookOffer(ctx: AppContext, token: string) {
  const found = await offerByToken(ctx, token);
  const now = ctx.now();
  const { offer, request } = found;
  if (offer.bookingId !== null || isClosed(found, now)) throw new AppError('WAITLIST_OFFER_CLOSED', 'This offer can no longer be booked.');
  const customer = await findUserById(ctx.db, request.customerId);
  if (!customer || customer.erasedAt) throw new AppError('WAITLIST_OFFER_CLOSED', 'This offer can no longer be booked.');
  const complete = missingPersonalData(customer).length === 0;
  const holdUntil = temporaryBookingExpiry(now.getTime(), offer.startsAt.getTime());
  if (!complete && holdUntil <= now.getTime()) {
    throw new AppError('PERSONAL_DATA_MISSING', 'Please log in and enter your personal data, then book this time.');
  }
  const booking = await reserveSlot(ctx.db, now, {
    customer,
    createdByUserId: customer.id,
    staff: false,
    input: { therapyId: request.therapyId, arrangementId: request.arrangementId, start: offer.startsAt.toISOString(), comment: '' },
    therapistId: request.therapistId ?? undefined,
    temporaryUntil: complete ? null : new Date(holdUntil),
    notify: true,
    afterInsert: async (tx, row, { practice, therapyLabelKey }) => {
      if (!(await endRequest(tx, request.id, 'booked', now)) || !(await markOfferBooked(tx, offer.id, row.id))) {
        throw new AppError('WAITLIST_OFFER_CLOSED', 'This offer can no longer be booked.');
      }
      const kind = complete ? 'bookingConfirmation' : 'temporaryBooking';
      await notifyWithBookingLink(ctx, tx, { kind, to: customer, booking: row, therapyLabelKey }, { now, practice });
    },
  });
  ctx.notifyMail();
  return booking;
}

/** "No more offers": the link's request stops waiting. */
export async function withdrawByOffer(ctx: AppContext, token: string) {
  const { request } = await offerByToken(ctx, token);
  await endRequest(ctx.db, request.id, 'withdrawn', ctx.now());
  return { status: 'success' as const };
}

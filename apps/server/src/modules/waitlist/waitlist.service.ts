import {
  CURRENT_TERMS_VERSION,
  minutesOfDay,
  practiceDate,
  termsSatisfied,
  WAITLIST_ACTIVE_LIMIT,
  type StaffWaitlistRequestDto,
  type WaitlistInput,
  type WaitlistRequestDto,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { scheduleInput } from '../availability/index.ts';
import { takeEvent, type RateLimit } from '../rate-limits/index.ts';
import { acceptTerms, latestTermsAcceptance } from '../profile/index.ts';
import { findOrCreateCustomer, lockUserRow } from '../users/index.ts';
import { countWaiting, endRequest, insertRequest, requestsForStaff, requestsOfCustomer, type WaitlistRequestRow } from './waitlist.repo.ts';

/** Waiting requests a connection without login may make per hour (each may send offer mails). */
export const GUEST_WAITLIST_REQUESTS: RateLimit = { bucket: 'guest-waitlist', max: 5, windowMs: 3_600_000 };

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A request as its customer sees it; one whose last day has passed while waiting is expired. */
export function presentRequest(
  row: { request: WaitlistRequestRow; labelKey: string; durationMinutes: number; offersSent: number },
  today: string,
): WaitlistRequestDto {
  const { request } = row;
  const state = request.status === 'waiting' && request.toDate < today ? 'expired' : request.status;
  return {
    id: request.id,
    therapyId: request.therapyId,
    therapyLabelKey: row.labelKey,
    arrangementId: request.arrangementId,
    durationMinutes: row.durationMinutes,
    therapistId: request.therapistId,
    fromDate: request.fromDate,
    toDate: request.toDate,
    weekdays: request.weekdays,
    fromTime: hhmm(request.fromMinute),
    toTime: hhmm(request.toMinute),
    state,
    createdAt: request.createdAt.toISOString(),
    offersSent: row.offersSent,
  };
}

/**
 * A customer (logged in, or a guest with an e-mail address) asks to be told when a matching slot
 * frees up. At most 3 requests wait per customer (counted under the customer's row lock, so two
 * at once cannot both be the third); the terms are accepted as with a booking.
 */
export async function createWaitlistRequest(ctx: AppContext, actor: Actor | null, input: WaitlistInput, clientAddress: string) {
  const now = ctx.now();
  const today = practiceDate(now);
  if (input.toDate < today) throw new AppError('VALIDATION_ERROR', 'The period has passed.', [{ path: '/toDate', message: 'periodPassed' }]);
  const guest = actor === null;
  if (guest && (!input.email || !input.language)) {
    throw new AppError('VALIDATION_ERROR', 'Without a login an e-mail address and a language are needed.', [{ path: '/email', message: 'required' }]);
  }
  // Validates the therapy, the duration and the therapist (one who offers it).
  const { offer, input: schedule } = await scheduleInput(
    ctx.db,
    { therapyId: input.therapyId, arrangementId: input.arrangementId, from: today, to: today, therapistId: input.therapistId },
    false,
    now,
  );
  if (input.therapistId && !schedule?.therapistIds.includes(input.therapistId)) {
    throw new AppError('VALIDATION_ERROR', 'This therapist does not offer this therapy in this duration.', [
      { path: '/therapistId', message: 'therapistNotOffering' },
    ]);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const customer = guest ? (await findOrCreateCustomer(tx, input.email!, input.language!)).user : actor.user;
    if (guest) {
      if (!(await takeEvent(tx, GUEST_WAITLIST_REQUESTS, clientAddress, now))) {
        throw new AppError('RATE_LIMITED', 'Too many waiting-list requests from your connection: please try again in an hour or log in.');
      }
    }
    const accepted = guest ? undefined : (await latestTermsAcceptance(tx, customer.id))?.version;
    if (!termsSatisfied(accepted, input.termsVersion)) throw new AppError('TERMS_NOT_ACCEPTED', 'Please accept the terms and conditions.');
    // The customer's row lock: two requests made at once count each other (the limit of 3 holds under concurrency).
    await lockUserRow(tx, customer.id, 'update');
    if ((await countWaiting(tx, customer.id, today)) >= WAITLIST_ACTIVE_LIMIT) {
      throw new AppError('WAITLIST_LIMIT', `At most ${WAITLIST_ACTIVE_LIMIT} requests may wait at a time: withdraw one first.`);
    }
    if (accepted !== CURRENT_TERMS_VERSION) await acceptTerms(tx, customer.id, CURRENT_TERMS_VERSION, now);
    return insertRequest(tx, {
      customerId: customer.id,
      therapyId: input.therapyId,
      arrangementId: input.arrangementId,
      therapistId: input.therapistId ?? null,
      fromDate: input.fromDate < today ? today : input.fromDate,
      toDate: input.toDate,
      weekdays: [...input.weekdays].sort(),
      fromMinute: minutesOfDay(input.fromTime),
      toMinute: minutesOfDay(input.toTime),
      createdAt: now,
    });
  });
  return presentRequest({ request: row, labelKey: offer.labelKey, durationMinutes: offer.durationMinutes, offersSent: 0 }, today);
}

export async function ownWaitlist(ctx: AppContext, actor: Actor) {
  const today = practiceDate(ctx.now());
  return (await requestsOfCustomer(ctx.db, actor.userId)).map((row) => presentRequest(row, today));
}

/** The customer withdraws a waiting request of theirs (another's is not found). */
export async function withdrawOwn(ctx: AppContext, actor: Actor, id: number) {
  if (!(await endRequest(ctx.db, id, 'withdrawn', ctx.now(), actor.userId))) {
    throw new AppError('NOT_FOUND', 'No such waiting request (or it is not waiting any more).');
  }
  return { status: 'success' as const };
}

/** The waiting list for the front desk, in queue order, each waiting one with its place. */
export async function staffWaitlist(ctx: AppContext, all: boolean): Promise<StaffWaitlistRequestDto[]> {
  const today = practiceDate(ctx.now());
  let position = 0;
  return (await requestsForStaff(ctx.db, today, all)).map((row) => {
    const shown = presentRequest(row, today);
    return {
      ...shown,
      customerId: row.request.customerId,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      position: shown.state === 'waiting' ? ++position : null,
    };
  });
}

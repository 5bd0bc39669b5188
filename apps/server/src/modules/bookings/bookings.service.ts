import {
  bookingGroup,
  CANCEL_TYPES,
  CURRENT_TERMS_VERSION,
  guestCanReserve,
  hasPermission,
  isFreeCancellation,
  missingPersonalData,
  temporaryBookingExpiry,
  termsSatisfied,
  type BookingInput,
  type CustomerSearchResultDto,
  type GuestBookingInput,
  type StaffBookingInput,
} from '@praxis/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { isStaffBooker, startHeldByBookings } from '../availability/index.ts';
import { findOrCreateCustomer, findUserById, searchCustomers } from '../users/index.ts';
import { notify } from '../notifications/index.ts';
import { acceptTerms, latestTermsAcceptance } from '../profile/index.ts';
import { notifyWithBookingLink } from './booking-link.ts';
import { emitFreed } from './freed-time.ts';
import { bookingsOfCustomer, cancelBookingRow, findBooking, lastTherapyOfCustomers, reactivateBookingRow, type BookingRow } from './bookings.repo.ts';
import { lockBooking } from './booking-charge.repo.ts';
import { enforceGuestLimits } from './reservations.ts';
import { checkStaffSlot, isOverlap, reserveSlot } from './reserve-slot.ts';
import { slotGateOf, slotKey } from './slot-gate.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Customers matching a name or e-mail, for booking and money work. Section 8: accountants find them
 * only by a search and see billing data (no birthday, no bookings); the front desk also gets the
 * therapy and duration of each one's latest booking, which its calendar offers first.
 */
export async function findCustomers(ctx: AppContext, actor: Actor, query: { search: string; limit: number }): Promise<CustomerSearchResultDto[]> {
  const frontDesk = hasPermission(actor.activeRoles, 'frontdesk:read');
  if (!frontDesk && query.search.trim() === '') return [];
  const customers = await searchCustomers(ctx.db, query.search, query.limit);
  if (!frontDesk) return customers.map((customer) => ({ ...customer, birthday: null, lastBooking: null }));
  const last = await lastTherapyOfCustomers(
    ctx.db,
    customers.map((customer) => customer.id),
  );
  return customers.map((customer) => ({ ...customer, lastBooking: last.get(customer.id) ?? null }));
}

const termsNotAccepted = () => new AppError('TERMS_NOT_ACCEPTED', 'Please accept the terms and conditions to book.');

/**
 * A logged-in customer books a slot; personal data must be complete (specification section 5) and
 * the current terms accepted, once per customer: before, or with this booking, which records it.
 */
export async function createBooking(ctx: AppContext, actor: Actor, input: BookingInput): Promise<BookingRow> {
  if (missingPersonalData(actor.user).length > 0) throw new AppError('PERSONAL_DATA_MISSING', 'Please enter your personal data, without it you cannot book.');
  const booking = await throughSlotGate(ctx, input, async () => {
    const accepted = await latestTermsAcceptance(ctx.db, actor.userId);
    if (!termsSatisfied(accepted?.version, input.termsVersion)) throw termsNotAccepted();
    const acceptsNow = accepted?.version !== CURRENT_TERMS_VERSION;
    const now = ctx.now();
    return reserveSlot(ctx.db, now, {
      customer: actor.user,
      createdByUserId: actor.userId,
      staff: isStaffBooker(actor),
      input,
      therapistId: input.therapistId,
      temporaryUntil: null,
      notify: true,
      afterInsert: async (tx, row, { practice, therapyLabelKey }) => {
        // In the booking's transaction: a booking refused (slot taken) records no acceptance either.
        if (acceptsNow) await acceptTerms(tx, actor.userId, CURRENT_TERMS_VERSION, now);
        await notifyWithBookingLink(ctx, tx, { kind: 'bookingConfirmation', to: actor.user, booking: row, therapyLabelKey }, { now, practice });
      },
    });
  });
  ctx.notifyMail();
  return booking;
}

/**
 * A customer's or guest's request for a slot: refused first and cheaply when a booking already
 * holds the start with everyone who could take it, and one at a time per slot in this process, so
 * that when many ask for one freed slot at once, all but one end with one shared query (issue 19).
 */
function throughSlotGate<T>(ctx: AppContext, input: BookingInput, reserve: () => Promise<T>): Promise<T> {
  const slot = { therapyId: input.therapyId, arrangementId: input.arrangementId, startMs: Date.parse(input.start), therapistId: input.therapistId };
  return slotGateOf(ctx.db).pass(slotKey(slot), () => startHeldByBookings(ctx.db, slot), reserve);
}

/**
 * A visitor without a login reserves a slot with an e-mail address: the account is found or
 * created, the slot is held as an unverified temporary booking, and the login link sent for it
 * asks for the personal data. Nobody has proven the address yet, so the reservation is bounded
 * (`enforceGuestLimits`) and only that link or the customer on its card can confirm it.
 * NOTE: the person at the keyboard is not known to own the address, so the current terms are
 * accepted with every guest reservation, whatever the account accepted before: the answer must
 * not tell a stranger what that account did (and the guest form always shows the checkbox).
 */
export async function createGuestBooking(ctx: AppContext, input: GuestBookingInput, clientAddress: string): Promise<BookingRow> {
  if (!termsSatisfied(undefined, input.termsVersion)) throw termsNotAccepted();
  const now = ctx.now();
  const startMs = Date.parse(input.start);
  if (!guestCanReserve(now.getTime(), startMs)) throw new AppError('TOO_LATE_FOR_GUEST', 'This appointment starts too soon to be reserved without logging in.');
  const booking = await throughSlotGate(ctx, input, async () => {
    const { user: customer } = await findOrCreateCustomer(ctx.db, input.email, input.language);
    return reserveSlot(ctx.db, now, {
      customer,
      createdByUserId: null,
      staff: false,
      input,
      therapistId: input.therapistId,
      temporaryUntil: new Date(temporaryBookingExpiry(now.getTime(), startMs)),
      unverified: true,
      notify: true,
      afterInsert: async (tx, row, { practice, therapyLabelKey }) => {
        await enforceGuestLimits(tx, { customer, clientAddress, perAddressLimit: ctx.config.guestBookingLimit, now });
        await acceptTerms(tx, customer.id, CURRENT_TERMS_VERSION, now);
        await notifyWithBookingLink(ctx, tx, { kind: 'temporaryBooking', to: customer, booking: row, therapyLabelKey }, { now, practice });
      },
    });
  });
  ctx.notifyMail();
  return booking;
}

/**
 * A therapist (or above) books for a customer, also into the past and over short-term absences.
 * The customer is told by e-mail if `notify` is set and the appointment lies ahead.
 */
export async function createStaffBooking(ctx: AppContext, actor: Actor, input: StaffBookingInput): Promise<BookingRow> {
  const customer = await findUserById(ctx.db, input.customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const now = ctx.now();
  const tell = input.notify && Date.parse(input.start) > now.getTime();
  const booking = await reserveSlot(ctx.db, now, {
    customer,
    createdByUserId: actor.userId,
    staff: true,
    input,
    therapistId: input.therapistId,
    temporaryUntil: null,
    notify: tell,
    afterInsert: async (tx, row, { practice, therapyLabelKey }) => {
      if (tell) await notifyWithBookingLink(ctx, tx, { kind: 'bookingConfirmation', to: customer, booking: row, therapyLabelKey }, { now, practice });
    },
  });
  ctx.notifyMail();
  return booking;
}

/** The customer's own bookings, each with the group "my bookings" lists it under. */
export async function ownBookings(ctx: AppContext, actor: Actor) {
  const nowMs = ctx.now().getTime();
  return (await bookingsOfCustomer(ctx.db, actor.userId)).map(({ booking, labelKey }) => presentWithGroup(booking, labelKey, nowMs));
}

/** One booking: the customer's own, or any for staff; another customer's booking is not found. */
export async function bookingById(ctx: AppContext, actor: Actor, id: number) {
  const found = await findBooking(ctx.db, id, hasPermission(actor.activeRoles, 'booking:read:any') ? null : actor.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  return presentWithGroup(found.booking, found.labelKey, ctx.now().getTime());
}

/**
 * The customer cancels: free until `cancelHours` before the start (type 1); later only with
 * `acceptCharge`, recorded as charged (type 5, full price). The slot is free again at once and the
 * customer gets a cancellation notice.
 */
export async function cancelOwnBooking(ctx: AppContext, actor: Actor, id: number, acceptCharge: boolean) {
  const found = await findBooking(ctx.db, id, actor.userId);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  const { booking, labelKey } = found;
  if (booking.cancelledAt) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  const now = ctx.now();
  if (booking.startsAt.getTime() <= now.getTime()) throw new AppError('VALIDATION_ERROR', 'A booking that has started cannot be cancelled online.');
  const practice = await ctx.settings();
  const free = booking.temporary || isFreeCancellation(booking.startsAt.getTime(), now.getTime(), practice.cancelHours);
  if (!free && !acceptCharge)
    throw new AppError('CANCELLATION_CHARGED', `Cancelling less than ${practice.cancelHours} hours before the start is charged at the full price.`);
  const row = await ctx.db.transaction(async (tx) => {
    await lockBooking(tx, id);
    await ctx.events.emit('bookingCancelling', { tx, bookingId: id });
    const cancelled = await cancelBookingRow(tx, id, {
      at: now,
      type: free ? CANCEL_TYPES.customerInTime : CANCEL_TYPES.customerRequestCharged,
      reason: 'customerRequest',
      costOption: free ? 'none' : 'full',
      chargeRappen: free ? 0 : booking.priceRappen,
    });
    // Another cancellation (the customer's other tab, the front desk) came first: one notice only.
    if (!cancelled) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
    await notify(ctx, tx, { kind: 'cancellationNotice', to: actor.user, booking: cancelled, therapyLabelKey: labelKey, reason: 'customer', charged: !free });
    return cancelled;
  });
  ctx.notifyMail();
  await emitFreed(ctx, row);
  return present(row);
}

/**
 * Staff bring a cancelled booking back when its time is still free, as a confirmed booking: a
 * rejected guest reservation too, since the practice vouches for it now. The time is checked as a
 * staff booking is (plan, absences, horizon), and the database's exclusion constraint decides a
 * race. The customer is told if `notify` is set and the appointment lies ahead; the answer says
 * whether the customer's personal data are still missing.
 */
export async function reactivateBooking(ctx: AppContext, id: number, notify: boolean) {
  const found = await findBooking(ctx.db, id, null);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  const { booking } = found;
  if (!booking.cancelledAt) throw new AppError('NOT_CANCELLED', 'This booking is not cancelled.');
  const now = ctx.now();
  await checkStaffSlot(ctx.db, now, {
    therapyId: booking.therapyId,
    arrangementId: booking.arrangementId,
    therapistId: booking.therapistId,
    startMs: booking.startsAt.getTime(),
  });
  const tell = notify && found.booking.startsAt.getTime() > now.getTime();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const active = await reactivateBookingRow(tx, id, tell);
      const customer = await findUserById(tx, active!.customerId);
      if (tell && customer)
        await notifyWithBookingLink(
          ctx,
          tx,
          { kind: 'bookingConfirmation', to: customer, booking: active!, therapyLabelKey: found.labelKey },
          { now, practice: await ctx.settings(tx) },
        );
      return { active: active!, personalDataMissing: !customer || missingPersonalData(customer).length > 0 };
    });
    ctx.notifyMail();
    return { ...present(row.active), personalDataMissing: row.personalDataMissing };
  } catch (err) {
    if (isOverlap(err)) throw new AppError('SLOT_TAKEN', 'The time of this booking has been booked again in the meantime.');
    throw err;
  }
}

function presentWithGroup(booking: BookingRow, labelKey: string, nowMs: number) {
  return {
    ...present(booking),
    therapyLabelKey: labelKey,
    group: bookingGroup({ endMs: booking.endsAt.getTime(), cancelType: booking.cancelType, cancelledAt: booking.cancelledAt }, nowMs),
  };
}

/** A booking as the API shows it. */
export function present(b: BookingRow) {
  return {
    id: b.id,
    therapyId: b.therapyId,
    arrangementId: b.arrangementId,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    durationMinutes: b.durationMinutes,
    priceRappen: b.priceRappen,
    comment: b.customerComment,
    temporary: b.temporary,
    temporaryUntil: b.temporaryUntil?.toISOString() ?? null,
    unverified: b.unverified,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelType: b.cancelType,
    cancelCostOption: b.cancelCostOption,
  };
}

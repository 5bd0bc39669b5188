import {
  birthdayHint,
  bookingGroup,
  bookingNumberOf,
  cancellationCharge,
  invoiceInfo,
  missingReceiptData,
  paymentOutstanding,
  practiceDate,
  zonedDay,
  addDays,
  addMonths,
  type BookingBrief,
  type CustomerListQuery,
  type CustomerListRow,
  type CustomerSearchResultDto,
  type NewCustomerInput,
  type StaffAbsenceRow,
  type StaffBookingRow,
  type StaffBookingsQuery,
  type StaffCancelInput,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { cancelBookingRow, findBooking, lastTherapyOfCustomers, lockBooking, updateTherapistComment } from '../bookings/index.ts';
import { customerFileCounts } from '../customer-files/index.ts';
import { usersWithHealthForm } from '../health-forms/index.ts';
import { mailState, notify } from '../notifications/index.ts';
import { recordCounts } from '../treatment-records/index.ts';
import { customerRow, findOrCreateCustomer, findUserById, updateUser } from '../users/index.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import {
  bookingListTotals,
  bookingsOfCustomers,
  customerPage,
  findBookingRecord,
  listAbsenceRecords,
  listBookingRecords,
  type BookingListRecord,
} from './front-desk.repo.ts';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

// NOTE: many rows share a customer and a day; the birthday check (calendar arithmetic) runs once per pair.
const hints = new Map<string, boolean>();
function birthdayNear(birthday: string, day: string): boolean {
  const key = `${birthday}|${day}`;
  let hint = hints.get(key);
  if (hint === undefined) {
    if (hints.size > 50_000) hints.clear();
    hint = birthdayHint(birthday, day);
    hints.set(key, hint);
  }
  return hint;
}

/** Per customer: bookings with a journal, with a drawing, files (the list's counts), and whether a health form is signed. */
interface RecordCounts {
  records: Map<number, { journals: number; drawings: number }>;
  files: Map<number, number>;
  healthForms: Set<number>;
}

async function countsOf(ctx: AppContext, records: BookingListRecord[]): Promise<RecordCounts> {
  const customerIds = [...new Set(records.map((record) => record.customerId))];
  const [recordMap, files, healthForms] = await Promise.all([
    recordCounts(ctx.db, customerIds),
    customerFileCounts(ctx.db, customerIds),
    usersWithHealthForm(ctx.db, customerIds),
  ]);
  return { records: recordMap, files, healthForms };
}

/** One booking as the list shows it; invoices, journals, drawings and files fill their fields with their issues. */
export function presentRow(r: BookingListRecord, today: string, nowMs: number, counts?: RecordCounts): StaffBookingRow {
  const info = invoiceInfo({ invoiceRappen: r.invoiceRappen, cashRappen: r.cashRappen }, r);
  return {
    id: r.id,
    start: r.start,
    end: r.end,
    therapistId: r.therapistId,
    therapistName: r.therapistName,
    customer: {
      id: r.customerId,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
      phone: r.phone,
      birthday: r.birthday,
      birthdayHint: r.birthday !== null && (birthdayNear(r.birthday, today) || birthdayNear(r.birthday, r.day)),
      language: r.language,
    },
    therapyId: r.therapyId,
    arrangementId: r.arrangementId,
    therapyLabelKey: r.labelKey,
    durationMinutes: r.durationMinutes,
    priceRappen: r.priceRappen,
    paidRappen: r.paidRappen,
    invoiceRappen: r.invoiceRappen,
    cashRappen: r.cashRappen,
    paymentCount: r.paymentCount,
    paymentOutstanding: paymentOutstanding(
      { endMs: Date.parse(r.end), cancelled: r.cancelledAt !== null, chargeRappen: r.chargeRappen, paymentCount: r.paymentCount, paidRappen: r.paidRappen },
      nowMs,
    ),
    invoiceInfo: info,
    receiptDataMissing: info === 'receipt' ? missingReceiptData(r) : [],
    firstBooking: r.firstBooking && r.cancelledAt === null,
    temporary: r.temporary,
    unverified: r.unverified,
    customerComment: r.customerComment,
    therapistComment: r.therapistComment,
    numberInYear: r.numberInYear,
    bookingNumber: bookingNumberOf(r),
    createdByStaff: r.createdByStaff,
    cancelledAt: r.cancelledAt,
    cancelType: r.cancelType,
    cancelReason: r.cancelReason,
    cancelCostOption: r.cancelCostOption,
    chargeRappen: r.chargeRappen,
    journalCount: counts?.records.get(r.customerId)?.journals ?? 0,
    drawingCount: counts?.records.get(r.customerId)?.drawings ?? 0,
    filesCount: counts?.files.get(r.customerId) ?? 0,
    healthForm: counts?.healthForms.has(r.customerId) ?? false,
  };
}

/** The instants [from, to) of the query's days, narrowed by the time filter (today in the practice's zone). */
function period(query: Pick<StaffBookingsQuery, 'from' | 'to' | 'time'>, today: string): { from: Date; to: Date } {
  let fromMs = zonedDay(query.from).at(0);
  let toMs = zonedDay(addDays(query.to, 1)).at(0);
  if (query.time === 'todayAndFuture') fromMs = Math.max(fromMs, zonedDay(today).at(0));
  if (query.time === 'todayAndPast') toMs = Math.min(toMs, zonedDay(addDays(today, 1)).at(0));
  return { from: new Date(fromMs), to: new Date(Math.max(fromMs, toMs)) };
}

/**
 * The booking list: one page of the period's bookings (by start, at most `LIMITS.bookingListPage`),
 * filtered, the absences of the period, and the figures of every booking the filters match.
 */
export async function staffBookings(
  ctx: AppContext,
  query: StaffBookingsQuery,
): Promise<{ bookings: StaffBookingRow[]; absences: StaffAbsenceRow[]; totals: Awaited<ReturnType<typeof bookingListTotals>> }> {
  const now = ctx.now();
  const nowMs = now.getTime();
  const today = practiceDate(now);
  const { from, to } = period(query, today);
  const filter = {
    from,
    to,
    cancellation: query.cancellation,
    therapistId: query.therapistId,
    search: query.search,
    outstandingAt: query.payment === 'outstanding' ? now : undefined,
  };
  const [records, totals, absenceRecords] = await Promise.all([
    listBookingRecords(ctx.db, filter, { offset: query.offset, limit: query.limit }),
    bookingListTotals(ctx.db, filter),
    // A search names customers, and absences owe nothing: neither shows absences.
    query.search || query.payment === 'outstanding' ? Promise.resolve([]) : listAbsenceRecords(ctx.db, { from, to, therapistId: query.therapistId }),
  ]);
  const counts = await countsOf(ctx, records);
  return {
    bookings: records.map((record) => presentRow(record, today, nowMs, counts)),
    absences: absenceRecords.map(presentAbsence),
    totals,
  };
}

function presentAbsence({ absence: a, therapistFirst, therapistLast }: Awaited<ReturnType<typeof listAbsenceRecords>>[number]): StaffAbsenceRow {
  return {
    id: a.id,
    therapistId: a.therapistId,
    therapistName: a.therapistId === null ? null : fullName(therapistFirst, therapistLast),
    typeId: a.typeId,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    fullDay: a.fullDay,
    shortTerm: a.shortTerm,
    note: a.note,
  };
}

/** Absence type 6: a flexible break; 2 to 5 are the other absences. */
const BREAK_TYPE = 6;

/**
 * The team's breaks and other absences for the client list (section 2 "by bookings with breaks, by
 * bookings with other absences"), as asked: of the time filter's part of the staff period (look-back
 * to horizon), none when only cancelled bookings are asked for, a search matching the therapist.
 */
async function teamAbsences(ctx: AppContext, query: CustomerListQuery, today: string): Promise<StaffAbsenceRow[]> {
  if ((!query.breaks && !query.absences) || query.offset > 0 || query.cancellation === 'cancelled') return [];
  const practice = await ctx.settings();
  const from = query.time === 'todayAndFuture' ? today : addMonths(today, -practice.staffLookbackMonths);
  const to = query.time === 'todayAndPast' ? today : addMonths(today, practice.bookingHorizonMonths);
  const records = await listAbsenceRecords(ctx.db, { from: new Date(zonedDay(from).at(0)), to: new Date(zonedDay(addDays(to, 1)).at(0)) });
  const search = query.search.toLowerCase();
  return records
    .map(presentAbsence)
    .filter((a) => (a.typeId === BREAK_TYPE ? query.breaks : query.absences))
    .filter((a) => !search || (a.therapistName ?? '').toLowerCase().includes(search));
}

/** One booking as the list shows it (404 when there is none). */
export async function staffBooking(ctx: AppContext, id: number): Promise<StaffBookingRow> {
  const record = await findBookingRecord(ctx.db, id);
  if (!record) throw new AppError('NOT_FOUND', 'No such booking.');
  return presentRow(record, practiceDate(ctx.now()), ctx.now().getTime(), await countsOf(ctx, [record]));
}

export async function saveTherapistComment(ctx: AppContext, id: number, therapistComment: string): Promise<StaffBookingRow> {
  if (!(await updateTherapistComment(ctx.db, id, therapistComment))) throw new AppError('NOT_FOUND', 'No such booking.');
  return staffBooking(ctx, id);
}

/**
 * The front desk cancels (section 4 "Cancel dialogue"): practice (3), customer free (4) or charged
 * (5, the full price or a partial amount). Only one of several cancellations at once wins (409
 * `ALREADY_CANCELLED`), so one notice goes out; the mail is written in the chosen language with the
 * staff's text and an optional translation, in the same transaction.
 */
export async function cancelAtFrontDesk(ctx: AppContext, id: number, input: StaffCancelInput): Promise<StaffBookingRow & { mailId: number | null }> {
  const found = await findBooking(ctx.db, id, null);
  if (!found) throw new AppError('NOT_FOUND', 'No such booking.');
  const { booking, labelKey } = found;
  if (booking.cancelledAt) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
  if (input.chargeRappen !== undefined && input.chargeRappen > booking.priceRappen) {
    throw new AppError('VALIDATION_ERROR', 'The charge is above the price.', [{ path: '/chargeRappen', message: 'chargeAbovePrice' }]);
  }
  const customer = await findUserById(ctx.db, booking.customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const mailId = await ctx.db.transaction(async (tx) => {
    await lockBooking(tx, id);
    await ctx.events.emit('bookingCancelling', { tx, bookingId: id });
    const cancelled = await cancelBookingRow(tx, id, {
      at: ctx.now(),
      type: input.cancelType,
      reason: input.reason,
      costOption: input.costOption,
      chargeRappen: cancellationCharge(input, booking.priceRappen),
    });
    if (!cancelled) throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled.');
    if (!input.sendEmail) return null;
    return notify(ctx, tx, {
      kind: 'staffCancellation',
      to: { ...customer, language: input.language },
      booking: cancelled,
      therapyLabelKey: labelKey,
      text: input.text,
      translation: input.translation,
    });
  });
  if (mailId !== null) ctx.notifyMail();
  await ctx.events.emit('slotsFreed', { fromMs: booking.startsAt.getTime(), toMs: booking.endsAt.getTime() });
  return { ...(await staffBooking(ctx, id)), mailId };
}

export async function mailDeliveryState(ctx: AppContext, id: number) {
  const state = await mailState(ctx.db, id);
  if (!state) throw new AppError('NOT_FOUND', 'No such mail.');
  return { state };
}

function brief(record: Awaited<ReturnType<typeof bookingsOfCustomers>>[number]): BookingBrief {
  const { booking: b } = record;
  return {
    id: b.id,
    start: b.startsAt.toISOString(),
    therapyLabelKey: record.labelKey,
    durationMinutes: b.durationMinutes,
    priceRappen: b.priceRappen,
    therapistName: fullName(record.therapistFirst, record.therapistLast),
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelType: b.cancelType,
  };
}

/** The client list: one page of customers with their closest booking (the next, else the last), counts and billed total. */
export async function customerList(
  ctx: AppContext,
  query: CustomerListQuery,
): Promise<{ customers: CustomerListRow[]; total: number; absences: StaffAbsenceRow[] }> {
  const now = ctx.now();
  const today = practiceDate(now);
  const bookingsIn =
    query.time === 'all' && query.cancellation === 'all'
      ? undefined
      : {
          from: query.time === 'todayAndFuture' ? new Date(zonedDay(today).at(0)) : undefined,
          to: query.time === 'todayAndPast' ? new Date(zonedDay(addDays(today, 1)).at(0)) : undefined,
          cancellation: query.cancellation,
        };
  const page = await customerPage(ctx.db, { search: query.search, bookingsIn, sort: query.sort, offset: query.offset, limit: query.limit, now });
  const closestStart = new Map(page.flatMap((c) => ((c.nextStart ?? c.lastStart) ? [[c.id, new Date(c.nextStart ?? c.lastStart!).getTime()] as const] : [])));
  const records = await bookingsOfCustomers(
    ctx.db,
    [...closestStart.keys()],
    [...new Set(closestStart.values())].map((ms) => new Date(ms)),
  );
  const closest = new Map<number, BookingBrief>();
  for (const record of records) {
    if (record.booking.startsAt.getTime() === closestStart.get(record.booking.customerId)) closest.set(record.booking.customerId, brief(record));
  }
  return {
    absences: await teamAbsences(ctx, query, today),
    total:
      page[0]?.total ??
      (query.offset > 0 ? ((await customerPage(ctx.db, { search: query.search, bookingsIn, sort: query.sort, offset: 0, limit: 1, now }))[0]?.total ?? 0) : 0),
    customers: page.map((c) => ({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      closestBooking: closest.get(c.id) ?? null,
      bookingCount: c.bookingCount,
      billedTotalRappen: c.billed,
      registeredAt: c.createdAt.toISOString(),
      unconfirmed: c.unconfirmed,
      acquired: c.acquired,
    })),
  };
}

/**
 * The front desk enters a caller as a customer. An e-mail address already known answers that
 * person as they are (their own data are theirs to change), so a second call never makes a twin.
 */
export async function createCustomer(
  ctx: AppContext,
  actorUserId: number,
  input: NewCustomerInput,
): Promise<{ customer: CustomerSearchResultDto; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const { user, created } = await findOrCreateCustomer(tx, input.email, input.language);
    if (created) {
      await updateUser(tx, user.id, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
      await writeAudit(tx, { actorUserId, subjectUserId: user.id, action: 'customer.create', at: ctx.now() });
    }
    const last = await lastTherapyOfCustomers(tx, [user.id]);
    return { created, customer: { ...(await customerRow(tx, user.id))!, lastBooking: last.get(user.id) ?? null } };
  });
}

/** The client profile's bookings: future, past, cancelled by the customer and by the practice; the billed total and the address. */
export async function customerBookingSummary(ctx: AppContext, customerId: number) {
  const customer = await findUserById(ctx.db, customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const nowMs = ctx.now().getTime();
  const groups = {
    future: [] as BookingBrief[],
    past: [] as BookingBrief[],
    cancelledByCustomer: [] as BookingBrief[],
    cancelledByPractice: [] as BookingBrief[],
  };
  let billed = 0;
  for (const record of await bookingsOfCustomers(ctx.db, [customerId])) {
    const b = record.booking;
    const group = bookingGroup({ endMs: b.endsAt.getTime(), cancelType: b.cancelType, cancelledAt: b.cancelledAt }, nowMs);
    groups[group].push(brief(record));
    if (group === 'past') billed += b.priceRappen;
    if (b.cancelledAt) billed += b.chargeRappen;
  }
  return {
    futureBookings: groups.future,
    pastBookings: groups.past.reverse(),
    cancelledByCustomer: groups.cancelledByCustomer.reverse(),
    cancelledByPractice: groups.cancelledByPractice.reverse(),
    billedTotalRappen: billed,
    address: {
      street: customer.street,
      houseNumber: customer.houseNumber,
      postalCode: customer.postalCode,
      city: customer.location,
      countryCode: customer.countryCode,
    },
  };
}

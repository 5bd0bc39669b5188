import { ROLES } from '@praxis/domain';
import { and, asc, between, eq, ilike, isNull, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, invoices, receipts, therapies, userRoles, users, vouchers } from '../../db/schema/index.ts';
import { containsPattern, startsWithPattern } from '../../lib/like-pattern.ts';
import type { SearchTerms } from './search-terms.ts';

// NOTE: the search owns no table: it reads the others' in list queries with joins, never a row by its id.

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The rows that match the number typed in full before those that merely start so (no order without one). */
const exactFirst = (condition: SQL | undefined): SQL[] => (condition ? [sql`(${condition}) desc`] : []);

/**
 * Customers (holders of the customer role) whose names (first and last, either order) or e-mail
 * contain the text, any case, or whose phone number contains the digits; names and addresses that
 * start with the text first.
 */
export function findCustomers(db: Executor, customer: NonNullable<SearchTerms['customer']>, limit: number) {
  const start = startsWithPattern(customer.text);
  // NOTE: one lower-cased text per row ("first last first e-mail") and one LIKE: a third of the cost of
  // an ILIKE per column over every customer; the phone without its separators (not a regular expression, as costly again).
  const haystack = sql`lower(concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.firstName}, ${users.email}))`;
  const phone = sql`translate(coalesce(${users.phone}, ''), ' +-()./', '')`;
  return db
    .select({ ...person, phone: users.phone })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.roleId, ROLES.customer)))
    .where(
      or(
        sql`${haystack} like lower(${containsPattern(customer.text)})`,
        customer.phoneDigits ? sql`${phone} like ${containsPattern(customer.phoneDigits)}` : undefined,
      ),
    )
    .orderBy(
      sql`(${or(ilike(users.lastName, start), ilike(users.firstName, start), ilike(users.email, start))!}) desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.id),
    )
    .limit(limit);
}

/** Bookings whose number is the one typed or starts so, in its year (the number's unique index). */
export function findBookings(db: Executor, booking: NonNullable<SearchTerms['booking']>, limit: number) {
  return db
    .select({
      id: bookings.id,
      numberYear: bookings.numberYear,
      numberInYear: bookings.numberInYear,
      startsAt: bookings.startsAt,
      cancelledAt: bookings.cancelledAt,
      therapyLabelKey: therapies.labelKey,
      customer: person,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.customerId))
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(
      and(
        eq(bookings.numberYear, booking.year),
        or(between(bookings.numberInYear, booking.from, booking.to), booking.exact === null ? undefined : eq(bookings.numberInYear, booking.exact)),
      ),
    )
    .orderBy(...exactFirst(booking.exact === null ? undefined : eq(bookings.numberInYear, booking.exact)), asc(bookings.numberInYear))
    .limit(limit);
}

/** A document number column matching the number typed: it in full, or numbers starting with it. */
const numberMatches = (column: AnyColumn, document: NonNullable<SearchTerms['document']>) =>
  or(like(column, startsWithPattern(document.prefix)), document.exact === null ? undefined : eq(column, document.exact));
const numberOrder = (column: AnyColumn, document: NonNullable<SearchTerms['document']>) => [
  ...exactFirst(document.exact === null ? undefined : eq(column, document.exact)),
  sql`length(${column})`,
  asc(column),
];

/** Invoices whose number is the one typed or starts so, with their customer. */
export function findInvoices(db: Executor, document: NonNullable<SearchTerms['document']>, limit: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      issuedOn: invoices.issuedOn,
      amountRappen: invoices.amountRappen,
      state: invoices.state,
      customer: person,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.customerId))
    .where(numberMatches(invoices.number, document))
    .orderBy(...numberOrder(invoices.number, document))
    .limit(limit);
}

/** Reimbursement receipts (originals; a copy repeats their number) whose number is the one typed or starts so. */
export function findReceipts(db: Executor, document: NonNullable<SearchTerms['document']>, limit: number) {
  return db
    .select({
      id: receipts.id,
      number: receipts.number,
      issuedOn: receipts.issuedOn,
      totalRappen: receipts.totalRappen,
      cancelledAt: receipts.cancelledAt,
      customer: person,
    })
    .from(receipts)
    .innerJoin(users, eq(users.id, receipts.customerId))
    .where(and(isNull(receipts.copyOfId), numberMatches(receipts.number, document)))
    .orderBy(...numberOrder(receipts.number, document))
    .limit(limit);
}

/** Vouchers whose number is the one typed or starts so, or whose code starts with the code typed. */
export function findVouchers(db: Executor, terms: Pick<SearchTerms, 'document' | 'voucherCode'>, limit: number) {
  const { document, voucherCode } = terms;
  return db
    .select({
      id: vouchers.id,
      number: vouchers.number,
      code: vouchers.code,
      initialRappen: vouchers.initialRappen,
      balanceRappen: vouchers.balanceRappen,
      archivedAt: vouchers.archivedAt,
      confirmedAt: vouchers.confirmedAt,
      sentAt: vouchers.sentAt,
      buyer: person,
    })
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.buyerId))
    .where(or(document ? numberMatches(vouchers.number, document) : undefined, voucherCode ? like(vouchers.code, startsWithPattern(voucherCode)) : undefined))
    .orderBy(...(document ? numberOrder(vouchers.number, document) : []), asc(vouchers.code))
    .limit(limit);
}

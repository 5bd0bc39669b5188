import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { nextYearlySequence } from '../../db/yearly-counter.repo.ts';
import { bookings, payments, receiptCounters, receipts, therapies, therapistProfiles, users } from '../../db/schema/index.ts';

const therapist = alias(users, 'therapist');

/** The year's next receipt number (gapless, see `nextYearlySequence`). */
export const nextReceiptSequence = (tx: Executor, year: number) => nextYearlySequence(tx, receiptCounters, year);

/** Bookings with what a Tarif 590 receipt prints: therapy and position, therapist with ZSR and EMR, what was paid directly, when and how. */
export function receiptBookings(db: Executor, ids: number[]) {
  return db
    .select({
      booking: bookings,
      labelKey: therapies.labelKey,
      tariffCode: therapies.tariff590Code,
      therapistFirst: therapist.firstName,
      therapistLast: therapist.lastName,
      zsr: therapistProfiles.zsr,
      emr: therapistProfiles.emr,
      paidRappen:
        sql<number>`(select coalesce(sum(p.amount_rappen), 0) from ${payments} p where p.booking_id = ${bookings.id} and p.type_id between 1 and 4)`.mapWith(
          Number,
        ),
      lastPaidOn: sql<
        string | null
      >`(select to_char(max(p.paid_on), 'YYYY-MM-DD') from ${payments} p where p.booking_id = ${bookings.id} and p.type_id between 1 and 4)`,
      lastType: sql<
        number | null
      >`(select p.type_id from ${payments} p where p.booking_id = ${bookings.id} and p.type_id between 1 and 4 and p.amount_rappen > 0 order by p.paid_on desc, p.id desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .innerJoin(therapist, eq(therapist.id, bookings.therapistId))
    .leftJoin(therapistProfiles, eq(therapistProfiles.userId, bookings.therapistId))
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.startsAt);
}

export async function findCustomer(db: Executor, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertReceipt(tx: Executor, values: Omit<typeof receipts.$inferInsert, 'id' | 'createdAt'>) {
  const [row] = await tx.insert(receipts).values(values).returning();
  return row!;
}

export async function findReceipt(db: Executor, id: number) {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/** The bookings a receipt of a customer may name in a range of practice days: held (not cancelled), with the receipts that already name them. */
export function customerBookingsBetween(db: Executor, customerId: number, from: string, to: string) {
  const day = sql`(${bookings.startsAt} at time zone 'Europe/Zurich')::date`;
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      durationMinutes: bookings.durationMinutes,
      priceRappen: bookings.priceRappen,
      labelKey: therapies.labelKey,
      paidRappen:
        sql<number>`(select coalesce(sum(p.amount_rappen), 0) from ${payments} p where p.booking_id = ${bookings.id} and p.type_id between 1 and 4)`.mapWith(
          Number,
        ),
      receiptNumbers: sql<string[]>`coalesce((select array_agg(r.number order by r.id) from ${receipts} r where ${bookings.id} = any(r.booking_ids)), '{}')`,
    })
    .from(bookings)
    .innerJoin(therapies, eq(therapies.id, bookings.therapyId))
    .where(and(eq(bookings.customerId, customerId), isNull(bookings.cancelledAt), sql`${day} between ${from}::date and ${to}::date`))
    .orderBy(bookings.startsAt)
    .limit(200);
}

/** A customer's receipts, newest first. */
export const receiptsOfCustomer = (db: Executor, customerId: number) =>
  db.select().from(receipts).where(eq(receipts.customerId, customerId)).orderBy(desc(receipts.id)).limit(100);

export async function markReceiptSent(tx: Executor, id: number, at: Date): Promise<void> {
  await tx
    .update(receipts)
    .set({ sentAt: sql`coalesce(${receipts.sentAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(receipts.id, id));
}

import { practiceDate, receiptLine, type NewReceipt } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { findCustomer, findReceipt, insertReceipt, nextReceiptSequence, receiptBookings } from './receipts.repo.ts';

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;

type ReceiptBooking = Awaited<ReturnType<typeof receiptBookings>>[number];

/** What a receipt of these bookings for this customer lacks: the fields, as paths, for 409 `RECEIPT_DATA_MISSING`. */
function missingData(customer: NonNullable<Awaited<ReturnType<typeof findCustomer>>>, rows: ReceiptBooking[]): string[] {
  const missing = (['firstName', 'lastName', 'street', 'postalCode', 'location', 'birthday'] as const)
    .filter((field) => !filled(customer[field]))
    .map((field) => `/customer/${field}`);
  for (const row of rows) {
    if (!filled(row.zsr)) missing.push(`/bookings/${row.booking.id}/therapistZsr`);
    if (!filled(row.emr)) missing.push(`/bookings/${row.booking.id}/therapistEmr`);
    if (!filled(row.tariffCode)) missing.push(`/bookings/${row.booking.id}/tariffPosition`);
  }
  return missing;
}

/** The bookings of a receipt, checked: all the customer's (404), held and paid in full directly (409 `NOT_PAID`), with every printed datum (409 `RECEIPT_DATA_MISSING`). */
async function checkedBookings(ctx: AppContext, customerId: number, bookingIds: number[]) {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const rows = await receiptBookings(ctx.db, [...new Set(bookingIds)]);
  if (rows.length !== new Set(bookingIds).size || rows.some((row) => row.booking.customerId !== customerId))
    throw new AppError('NOT_FOUND', 'No such booking of this customer.');
  const unpaid = rows.filter((row) => row.booking.cancelledAt !== null || row.paidRappen < row.booking.priceRappen);
  if (unpaid.length > 0) {
    throw new AppError(
      'NOT_PAID',
      'A receipt is only for bookings held and paid in full.',
      unpaid.map((row) => ({ path: `/bookings/${row.booking.id}`, message: 'notPaid' })),
    );
  }
  const missing = missingData(customer, rows);
  if (missing.length > 0)
    throw new AppError(
      'RECEIPT_DATA_MISSING',
      'Data a Tarif 590 receipt prints are missing.',
      missing.map((path) => ({ path, message: 'required' })),
    );
  return { customer, rows };
}

/** A numbered Tarif 590 receipt for a customer's paid bookings (audited). */
export async function createReceipt(ctx: AppContext, actor: Actor, input: NewReceipt) {
  const { rows } = await checkedBookings(ctx, input.customerId, input.bookingIds);
  const issuedOn = practiceDate(ctx.now());
  const year = Number(issuedOn.slice(0, 4));
  const total = rows.reduce((sum, row) => sum + row.booking.priceRappen, 0);
  const receipt = await ctx.db.transaction(async (tx) => {
    const number = `${year}-${String(await nextReceiptSequence(tx, year)).padStart(4, '0')}`;
    const row = await insertReceipt(tx, {
      number,
      year,
      customerId: input.customerId,
      bookingIds: rows.map((r) => r.booking.id),
      language: input.language,
      reason: input.reason,
      totalRappen: total,
      issuedOn,
      createdByUserId: actor.userId,
    });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: input.customerId,
      action: 'receipt.create',
      detail: { id: row.id, number, bookingIds: row.bookingIds, totalRappen: total },
      at: ctx.now(),
    });
    return row;
  });
  return { id: receipt.id, number: receipt.number, totalRappen: receipt.totalRappen };
}

/** A stored receipt as PDF ("Rueckforderungsbeleg-2027-0001-Anna-Meier.pdf"); with `ownerId`, only that customer's. */
export async function receiptPdf(ctx: AppContext, id: number, ownerId?: number): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt || (ownerId !== undefined && receipt.customerId !== ownerId)) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findCustomer(ctx.db, receipt.customerId);
  const rows = await receiptBookings(ctx.db, receipt.bookingIds);
  const language = receipt.language;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  const last = rows.reduce<ReceiptBooking | undefined>(
    (latest, row) => (!latest || (row.lastPaidOn ?? '') >= (latest.lastPaidOn ?? '') ? row : latest),
    undefined,
  );
  const pdf = await renderReceiptPdf({
    language,
    practice: await ctx.settings(),
    number: receipt.number,
    issuedOn: receipt.issuedOn,
    reason: receipt.reason,
    patient: {
      name,
      street: customer?.street ?? '',
      postalCode: customer?.postalCode ?? '',
      city: customer?.location ?? '',
      birthday: customer?.birthday ?? receipt.issuedOn,
      insurer: customer?.healthInsurer ?? null,
    },
    lines: rows.map((row) => ({
      date: practiceDate(row.booking.startsAt),
      position: row.tariffCode ?? '',
      description: `${serverText('therapies', language, `items.${row.labelKey}.name`)}, ${row.booking.durationMinutes} min`,
      ...receiptLine(row.booking.durationMinutes, row.booking.priceRappen),
      provider: { name: [row.therapistFirst, row.therapistLast].filter(Boolean).join(' '), zsr: row.zsr ?? '', emr: row.emr ?? '' },
    })),
    totalRappen: receipt.totalRappen,
    paid: { date: last?.lastPaidOn ?? receipt.issuedOn, typeId: last?.lastType ?? 1 },
  });
  const fileName = `${serverText('invoice', language, 'receipt.fileName')}-${receipt.number}${name ? `-${name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-')}` : ''}.pdf`;
  return { pdf, fileName };
}

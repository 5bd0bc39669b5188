import { practiceDate, receiptLine, type NewReceipt, type ReceiptLanguage } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { notify } from '../notifications/index.ts';
import {
  customerBookingsBetween,
  findCustomer,
  findReceipt,
  insertReceipt,
  markReceiptSent,
  nextReceiptSequence,
  receiptBookings,
  receiptsOfCustomer,
} from './receipts.repo.ts';

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

type Customer = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** A receipt's PDF: with its number, or a preview (`number` null) of what it would print. */
async function renderReceipt(
  ctx: AppContext,
  receipt: { number: string | null; issuedOn: string; language: string; reason: string; totalRappen: number },
  customer: Customer | undefined,
  rows: ReceiptBooking[],
): Promise<{ pdf: Buffer; fileName: string }> {
  const { language } = receipt;
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
  const kind = serverText('invoice', language, receipt.number ? 'receipt.fileName' : 'receipt.previewFileName');
  const fileName = `${kind}${receipt.number ? `-${receipt.number}` : ''}${name ? `-${name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-')}` : ''}.pdf`;
  return { pdf, fileName };
}

/** A stored receipt as PDF ("Rueckforderungsbeleg-2027-0001-Anna-Meier.pdf"); with `ownerId`, only that customer's. */
export async function receiptPdf(ctx: AppContext, id: number, ownerId?: number): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt || (ownerId !== undefined && receipt.customerId !== ownerId)) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findCustomer(ctx.db, receipt.customerId);
  return renderReceipt(ctx, receipt, customer, await receiptBookings(ctx.db, receipt.bookingIds));
}

/** The customer's held bookings of a range (paid or not, with the receipts naming them) and their receipts, for choosing what a receipt covers. */
export async function receiptBookingsOf(ctx: AppContext, customerId: number, from: string, to: string) {
  if (!(await findCustomer(ctx.db, customerId))) throw new AppError('NOT_FOUND', 'No such customer.');
  const [rows, receipts] = await Promise.all([customerBookingsBetween(ctx.db, customerId, from, to), receiptsOfCustomer(ctx.db, customerId)]);
  return {
    bookings: rows.map(({ paidRappen, startsAt, ...row }) => ({ ...row, startsAt: startsAt.toISOString(), paid: paidRappen >= row.priceRappen })),
    receipts: receipts.map((r) => ({
      id: r.id,
      number: r.number,
      issuedOn: r.issuedOn,
      totalRappen: r.totalRappen,
      bookingIds: r.bookingIds,
      language: r.language,
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}

/**
 * What a receipt of the range would print, without a number: the held, fully paid bookings of the
 * customer in it (404 when there are none; 409 `RECEIPT_DATA_MISSING` as for the stored one).
 */
export async function receiptPreviewPdf(
  ctx: AppContext,
  query: { customerId: number; from: string; to: string; language: ReceiptLanguage; reason: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const candidates = await customerBookingsBetween(ctx.db, query.customerId, query.from, query.to);
  const paid = candidates.filter((row) => row.paidRappen >= row.priceRappen).map((row) => row.id);
  if (paid.length === 0) throw new AppError('NOT_FOUND', 'No held and paid booking of this customer in this range.');
  const { customer, rows } = await checkedBookings(ctx, query.customerId, paid);
  const totalRappen = rows.reduce((sum, row) => sum + row.booking.priceRappen, 0);
  return renderReceipt(ctx, { number: null, issuedOn: practiceDate(ctx.now()), language: query.language, reason: query.reason, totalRappen }, customer, rows);
}

/** The e-mail a receipt goes out with, prefilled in its language. */
export async function receiptMailText(ctx: AppContext, id: number) {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findCustomer(ctx.db, receipt.customerId);
  const practice = await ctx.settings();
  const values = { number: receipt.number, practiceName: practice.name };
  return {
    to: customer?.email ?? '',
    subject: serverText('invoice', receipt.language, 'receipt.mail.subject', values),
    text: serverText('invoice', receipt.language, 'receipt.mail.text', values),
  };
}

/** E-mails a receipt with its PDF; it is then sent (audited). */
export async function sendReceipt(ctx: AppContext, actor: Actor, id: number, mail: { to: string; subject: string; text: string }) {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findCustomer(ctx.db, receipt.customerId);
  const document = await receiptPdf(ctx, id);
  const now = ctx.now();
  const mailId = await ctx.db.transaction(async (tx) => {
    const queued = await notify(ctx, tx, {
      kind: 'invoiceDocument',
      to: { email: mail.to, language: receipt.language, firstName: customer?.firstName ?? null, lastName: customer?.lastName ?? null },
      subject: mail.subject,
      text: mail.text,
      document,
    });
    await markReceiptSent(tx, id, now);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: receipt.customerId,
      action: 'receipt.send',
      detail: { id, number: receipt.number, mailId: queued },
      at: now,
    });
    return queued;
  });
  ctx.notifyMail();
  const sent = await findReceipt(ctx.db, id);
  return { mailId, sentAt: (sent?.sentAt ?? now).toISOString() };
}

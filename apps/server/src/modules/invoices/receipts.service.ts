import {
  groupByTherapist,
  practiceDate,
  receiptCoverage,
  receiptLine,
  receiptPaymentDay,
  streetLine,
  toQrCharset,
  type NewReceipt,
  type PracticeSettings,
  type ReceiptLanguage,
  type ReceiptPaymentFact,
  type Sex,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { notify } from '../notifications/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import { renderReceiptPdf, type ReceiptDocument } from './receipt-pdf.ts';
import type { ReceiptSnapshot } from './receipt-snapshot.ts';
import {
  customerBookingsBetween,
  findReceipt,
  insertReceipt,
  lockCustomerReceipts,
  lockReceipt,
  markReceiptCancelled,
  markReceiptSent,
  nextReceiptSequence,
  receiptBookings,
  receiptPaymentsOf,
  receiptsOfCustomer,
  receiptsWithoutSnapshot,
  standingReceiptOnPayment,
  standingReceiptsNaming,
  storeReceiptSnapshot,
  type ReceiptPaymentRow,
  type ReceiptRow,
} from './receipts.repo.ts';

const filled = (value: string | null | undefined) => (value ?? '').trim().length > 0;
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
// NOTE: the patient block is in Latin script, as the QR-bill's address (issue 36, item 2).
const latin = (text: string) => toQrCharset(text, { latin1: true });

type Customer = UserRow;
type BookingRow = Awaited<ReturnType<typeof receiptBookings>>[number];

/** A payment row as the domain's rules weigh it. */
const factOf = (row: ReceiptPaymentRow): ReceiptPaymentFact => ({
  id: row.id,
  typeId: row.typeId,
  amountRappen: row.amountRappen,
  paidOn: row.paidOn,
  discountBasisPoints: row.discountBasisPoints,
  cashback: row.acquiredCustomerId !== null,
  invoice: row.invoiceNumber === null ? null : { number: row.invoiceNumber, state: row.invoiceState ?? 'open', paidOn: row.invoicePaidOn },
  voucherNumber: row.voucherNumber,
});

/** Each booking's payments, weighed: what is due, what was paid, whether that covers it. */
function coverageOf(priceRappen: number, rows: ReceiptPaymentRow[]) {
  return receiptCoverage(priceRappen, rows.map(factOf));
}

function paymentsByBooking(rows: ReceiptPaymentRow[]): Map<number, ReceiptPaymentRow[]> {
  const map = new Map<number, ReceiptPaymentRow[]>();
  for (const row of rows) map.set(row.bookingId!, [...(map.get(row.bookingId!) ?? []), row]);
  return map;
}

interface CheckedBooking {
  row: BookingRow;
  coverage: ReturnType<typeof coverageOf>;
}

/** What a receipt of these bookings lacks: the fields, as paths, for 409 `RECEIPT_DATA_MISSING`. */
function missingData(practice: PracticeSettings, customer: Customer, rows: BookingRow[]): string[] {
  const missing = (['firstName', 'lastName', 'street', 'postalCode', 'location', 'birthday'] as const)
    .filter((field) => !filled(customer[field]))
    .map((field) => `/customer/${field}`);
  if (!practice.canton) missing.push('/practice/canton');
  for (const row of rows) {
    if (!filled(row.zsr)) missing.push(`/bookings/${row.booking.id}/therapistZsr`);
    if (!filled(row.emr)) missing.push(`/bookings/${row.booking.id}/therapistEmr`);
    if (!filled(row.tariffCode)) missing.push(`/bookings/${row.booking.id}/tariffPosition`);
  }
  return missing;
}

/**
 * The bookings of a receipt, checked: all the customer's (404), held and covered by their
 * payments after discount (409 `NOT_PAID`, with what is due and paid), with every printed datum
 * (409 `RECEIPT_DATA_MISSING`). In `tx` with `share`, their payments stay locked until it ends.
 */
async function checkedBookings(
  db: Executor,
  practice: PracticeSettings,
  customerId: number,
  bookingIds: number[],
  options: { share?: boolean } = {},
): Promise<{ customer: Customer; bookings: CheckedBooking[] }> {
  const customer = await findUserById(db, customerId);
  if (!customer) throw new AppError('NOT_FOUND', 'No such customer.');
  const ids = [...new Set(bookingIds)];
  const rows = await receiptBookings(db, ids);
  if (rows.length !== ids.length || rows.some((row) => row.booking.customerId !== customerId))
    throw new AppError('NOT_FOUND', 'No such booking of this customer.');
  const paid = paymentsByBooking(await receiptPaymentsOf(db, ids, options));
  const checked = rows.map((row) => ({ row, coverage: coverageOf(row.booking.priceRappen, paid.get(row.booking.id) ?? []) }));
  const unpaid = checked.filter(({ row, coverage }) => row.booking.cancelledAt !== null || !coverage.covered);
  if (unpaid.length > 0) {
    throw new AppError(
      'NOT_PAID',
      'A receipt is only for held bookings whose payments cover what is due after discount.',
      unpaid.map(({ row, coverage }) => ({
        path: `/bookings/${row.booking.id}`,
        message: 'notPaid',
        dueRappen: coverage.dueRappen,
        paidRappen: coverage.paidRappen,
      })),
    );
  }
  const missing = missingData(practice, customer, rows);
  if (missing.length > 0)
    throw new AppError(
      'RECEIPT_DATA_MISSING',
      'Data a Tarif 590 receipt prints are missing.',
      missing.map((path) => ({ path, message: 'required' })),
    );
  return { customer, bookings: checked };
}

/** What a receipt of one therapist's bookings prints, as of now, in its language. */
function snapshotOf(practice: PracticeSettings, customer: Customer, group: CheckedBooking[], language: string): ReceiptSnapshot {
  const address = `${practice.street}, ${practice.postalCode} ${practice.city}`;
  const days = group.map(({ row }) => practiceDate(row.booking.startsAt));
  return {
    biller: {
      name: practice.legalName || practice.name,
      street: practice.street,
      postalCode: practice.postalCode,
      city: practice.city,
      zsr: practice.zsr,
      canton: practice.canton,
    },
    patient: {
      name: latin(fullName(customer.firstName, customer.lastName)),
      street: latin(streetLine(customer)),
      postalCode: latin(customer.postalCode ?? ''),
      city: latin(customer.location ?? ''),
      birthday: customer.birthday ?? '',
      sex: (customer.sex as Sex | null) ?? null,
      insuredNumber: customer.insuredNumber,
      insurer: customer.healthInsurer,
    },
    lines: group.map(({ row, coverage }) => ({
      date: practiceDate(row.booking.startsAt),
      position: row.tariffCode ?? '',
      description: `${serverText('therapies', language, `items.${row.labelKey}.name`)}, ${row.booking.durationMinutes} min`,
      ...receiptLine(row.booking.durationMinutes, coverage.amountRappen),
      provider: { name: fullName(row.therapistFirst, row.therapistLast), address, zsr: row.zsr ?? '', emr: row.emr ?? '' },
    })),
    payments: group
      .flatMap(({ coverage }) => coverage.counted)
      .map((payment) => ({
        typeId: payment.typeId,
        amountRappen: payment.amountRappen,
        date: receiptPaymentDay(payment),
        reference: payment.invoice?.number ?? payment.voucherNumber,
      }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    period: { from: days[0]!, to: days[days.length - 1]! },
  };
}

const totalOf = (snapshot: ReceiptSnapshot) => snapshot.lines.reduce((sum, line) => sum + line.amountRappen, 0);
const paymentIdsOf = (group: CheckedBooking[]) => group.flatMap(({ coverage }) => coverage.counted.map((payment) => payment.id));

/**
 * Numbered Tarif 590 receipts for a customer's paid bookings: one per therapist (a range over two
 * therapists makes two, numbered one after the other), each a snapshot of what it prints and the
 * payments it rests on (audited). A booking already on a receipt that stands is refused (409
 * `RECEIPT_EXISTS`: ask for a copy of that one, or cancel it); of concurrent requests for the
 * same bookings one makes the receipt, the others find it.
 */
export async function createReceipt(ctx: AppContext, actor: Actor, input: NewReceipt) {
  const practice = await ctx.settings();
  const issuedOn = practiceDate(ctx.now());
  const year = Number(issuedOn.slice(0, 4));
  const made = await ctx.db.transaction(async (tx) => {
    await lockCustomerReceipts(tx, input.customerId);
    const standing = await standingReceiptsNaming(tx, input.bookingIds);
    if (standing.length > 0) {
      throw new AppError(
        'RECEIPT_EXISTS',
        'A booking is on a receipt already: ask for a copy of it, or cancel it first.',
        input.bookingIds.flatMap((bookingId) =>
          standing
            .filter((receipt) => receipt.bookingIds.includes(bookingId))
            .map((receipt) => ({ path: `/bookings/${bookingId}`, message: 'onReceipt', receiptId: receipt.id, number: receipt.number })),
        ),
      );
    }
    const { customer, bookings } = await checkedBookings(tx, practice, input.customerId, input.bookingIds, { share: true });
    const result: Array<{ id: number; number: string; totalRappen: number; therapistName: string }> = [];
    for (const group of groupByTherapist(bookings.map((b) => ({ ...b, therapistId: b.row.booking.therapistId })))) {
      const snapshot = snapshotOf(practice, customer, group, input.language);
      const number = `${year}-${String(await nextReceiptSequence(tx, year)).padStart(4, '0')}`;
      const totalRappen = totalOf(snapshot);
      const row = await insertReceipt(tx, {
        number,
        year,
        customerId: input.customerId,
        bookingIds: group.map(({ row: booking }) => booking.booking.id),
        therapistId: group[0]!.therapistId,
        language: input.language,
        reason: input.reason,
        totalRappen,
        issuedOn,
        snapshot,
        paymentIds: paymentIdsOf(group),
        createdByUserId: actor.userId,
      });
      await writeAudit(tx, {
        actorUserId: actor.userId,
        subjectUserId: input.customerId,
        action: 'receipt.create',
        detail: { id: row.id, number, bookingIds: row.bookingIds, paymentIds: row.paymentIds, totalRappen },
        at: ctx.now(),
      });
      result.push({ id: row.id, number, totalRappen, therapistName: snapshot.lines[0]!.provider.name });
    }
    return result;
  });
  return { receipts: made };
}

/**
 * A receipt made before receipts kept a snapshot, as today's data print it: its bookings, their
 * payments that count, unchecked (it was issued already).
 */
async function legacySnapshot(db: Executor, practice: PracticeSettings, receipt: ReceiptRow): Promise<{ snapshot: ReceiptSnapshot; paymentIds: number[] }> {
  const customer = await findUserById(db, receipt.customerId);
  const rows = await receiptBookings(db, receipt.bookingIds);
  const paid = paymentsByBooking(await receiptPaymentsOf(db, receipt.bookingIds));
  const group = rows.map((row) => ({ row, coverage: coverageOf(row.booking.priceRappen, paid.get(row.booking.id) ?? []) }));
  const empty = {
    firstName: null,
    lastName: null,
    street: null,
    houseNumber: null,
    postalCode: null,
    location: null,
    birthday: null,
    sex: null,
    insuredNumber: null,
    healthInsurer: null,
  };
  const snapshot = snapshotOf(practice, (customer ?? empty) as Customer, group, receipt.language);
  if (!snapshot.patient.birthday) snapshot.patient.birthday = receipt.issuedOn;
  return { snapshot, paymentIds: paymentIdsOf(group) };
}

/** The snapshot a stored original prints: its own, or (made before snapshots) today's data. */
async function snapshotOfReceipt(ctx: AppContext, receipt: ReceiptRow): Promise<ReceiptSnapshot> {
  if (receipt.snapshot) return receipt.snapshot as ReceiptSnapshot;
  return (await legacySnapshot(ctx.db, await ctx.settings(), receipt)).snapshot;
}

const safeName = (name: string) => name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-');

function fileNameOf(language: string, number: string | null, patientName: string, copy: boolean) {
  const kind = serverText('invoice', language, number ? (copy ? 'receipt.copyFileName' : 'receipt.fileName') : 'receipt.previewFileName');
  return `${kind}${number ? `-${number}` : ''}${patientName ? `-${safeName(patientName)}` : ''}.pdf`;
}

/**
 * A stored receipt as PDF ("Rueckforderungsbeleg-2027-0001-Anna-Meier.pdf"); with `ownerId`, only
 * that customer's. A copy prints its original, marked as a copy of its day; a cancelled original
 * (and its copies) print that it is cancelled.
 */
export async function receiptPdf(ctx: AppContext, id: number, ownerId?: number): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt || (ownerId !== undefined && receipt.customerId !== ownerId)) throw new AppError('NOT_FOUND', 'No such receipt.');
  const original = receipt.copyOfId === null ? receipt : await findReceipt(ctx.db, receipt.copyOfId);
  if (!original) throw new AppError('NOT_FOUND', 'No such receipt.');
  const snapshot = await snapshotOfReceipt(ctx, original);
  const document: ReceiptDocument = {
    number: original.number,
    issuedOn: original.issuedOn,
    reason: original.reason,
    totalRappen: original.totalRappen,
    snapshot,
    copyOn: receipt.copyOfId === null ? null : receipt.issuedOn,
    cancelled: original.cancelledAt ? { on: practiceDate(original.cancelledAt), reason: original.cancelReason } : null,
  };
  const pdf = await renderReceiptPdf({ language: original.language, author: (await ctx.settings()).name, documents: [document] });
  return { pdf, fileName: fileNameOf(original.language, original.number, snapshot.patient.name, receipt.copyOfId !== null) };
}

/** Whether each booking's payments cover it, and the receipts that stand naming it. */
async function bookingStates(db: Executor, bookingIds: number[]) {
  const [paymentRows, standing] = await Promise.all([receiptPaymentsOf(db, bookingIds), standingReceiptsNaming(db, bookingIds)]);
  const paid = paymentsByBooking(paymentRows);
  return {
    covered: (bookingId: number, priceRappen: number) => coverageOf(priceRappen, paid.get(bookingId) ?? []).covered,
    onReceipts: (bookingId: number) => standing.filter((receipt) => receipt.bookingIds.includes(bookingId)).map((receipt) => receipt.number),
  };
}

/** The customer's held bookings of a range (paid or not, with the receipts that stand naming them) and their receipts, for choosing what a receipt covers. */
export async function receiptBookingsOf(ctx: AppContext, customerId: number, from: string, to: string) {
  if (!(await findUserById(ctx.db, customerId))) throw new AppError('NOT_FOUND', 'No such customer.');
  const [rows, receipts] = await Promise.all([customerBookingsBetween(ctx.db, customerId, from, to), receiptsOfCustomer(ctx.db, customerId)]);
  const states = await bookingStates(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    bookings: rows.map(({ startsAt, therapistFirst, therapistLast, therapistId: _t, ...row }) => ({
      ...row,
      startsAt: startsAt.toISOString(),
      therapistName: fullName(therapistFirst, therapistLast),
      paid: states.covered(row.id, row.priceRappen),
      receiptNumbers: states.onReceipts(row.id),
    })),
    receipts: receipts.map(({ receipt: r, therapistFirst, therapistLast }) => ({
      id: r.id,
      number: r.number,
      issuedOn: r.issuedOn,
      totalRappen: r.totalRappen,
      bookingIds: r.bookingIds,
      language: r.language,
      sentAt: r.sentAt?.toISOString() ?? null,
      therapistName: r.therapistId === null ? null : fullName(therapistFirst, therapistLast),
      copyOfId: r.copyOfId,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
    })),
  };
}

/**
 * What the receipts of the range would print, without numbers: the held bookings in it whose
 * payments cover them and that no receipt names yet, one receipt (page) per therapist (404 when
 * there are none; 409 `RECEIPT_DATA_MISSING` as for the stored ones).
 */
export async function receiptPreviewPdf(
  ctx: AppContext,
  query: { customerId: number; from: string; to: string; language: ReceiptLanguage; reason: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const candidates = await customerBookingsBetween(ctx.db, query.customerId, query.from, query.to);
  const states = await bookingStates(
    ctx.db,
    candidates.map((row) => row.id),
  );
  const open = candidates.filter((row) => states.covered(row.id, row.priceRappen) && states.onReceipts(row.id).length === 0).map((row) => row.id);
  if (open.length === 0) throw new AppError('NOT_FOUND', 'No held and paid booking of this customer in this range that no receipt names.');
  const practice = await ctx.settings();
  const { customer, bookings } = await checkedBookings(ctx.db, practice, query.customerId, open);
  const issuedOn = practiceDate(ctx.now());
  const documents = groupByTherapist(bookings.map((b) => ({ ...b, therapistId: b.row.booking.therapistId }))).map((group): ReceiptDocument => {
    const snapshot = snapshotOf(practice, customer, group, query.language);
    return { number: null, issuedOn, reason: query.reason, totalRappen: totalOf(snapshot), snapshot, copyOn: null, cancelled: null };
  });
  const pdf = await renderReceiptPdf({ language: query.language, author: practice.name, documents });
  return { pdf, fileName: fileNameOf(query.language, null, documents[0]!.snapshot.patient.name, false) };
}

/**
 * Cancels a receipt (audited, with an optional reason): it keeps its number and prints that it is
 * cancelled; its bookings may go on a new receipt and its payments may be removed. A copy is not
 * cancelled by itself (409 `CONFLICT`: cancel its original); twice is 409 `RECEIPT_CANCELLED`.
 */
export async function cancelReceipt(ctx: AppContext, actor: Actor, id: number, reason: string) {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (!receipt) throw new AppError('NOT_FOUND', 'No such receipt.');
    if (receipt.copyOfId !== null) throw new AppError('CONFLICT', 'A copy is not cancelled by itself: cancel the receipt it copies.');
    if (receipt.cancelledAt) throw new AppError('RECEIPT_CANCELLED', 'This receipt is cancelled already.');
    await markReceiptCancelled(tx, id, { at, reason, byUserId: actor.userId });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: receipt.customerId,
      action: 'receipt.cancel',
      detail: { id, number: receipt.number, reason, bookingIds: receipt.bookingIds, paymentIds: receipt.paymentIds },
      at,
    });
    return { id, number: receipt.number, cancelledAt: at.toISOString() };
  });
}

/**
 * A copy of a receipt (of a copy: of its original), audited: a row of its own with the original's
 * number, its PDF the original's marked as a copy of today. A cancelled receipt is not copied
 * (409 `RECEIPT_CANCELLED`).
 */
export async function copyReceipt(ctx: AppContext, actor: Actor, id: number) {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const asked = await findReceipt(tx, id);
    if (!asked) throw new AppError('NOT_FOUND', 'No such receipt.');
    const original = await lockReceipt(tx, asked.copyOfId ?? asked.id);
    if (!original) throw new AppError('NOT_FOUND', 'No such receipt.');
    if (original.cancelledAt) throw new AppError('RECEIPT_CANCELLED', 'A cancelled receipt is not copied.');
    const copy = await insertReceipt(tx, {
      number: original.number,
      year: original.year,
      customerId: original.customerId,
      bookingIds: original.bookingIds,
      therapistId: original.therapistId,
      language: original.language,
      reason: original.reason,
      totalRappen: original.totalRappen,
      issuedOn: practiceDate(at),
      copyOfId: original.id,
      createdByUserId: actor.userId,
    });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: original.customerId,
      action: 'receipt.copy',
      detail: { id: copy.id, copyOfId: original.id, number: original.number },
      at,
    });
    return { id: copy.id, number: copy.number, copyOfId: original.id };
  });
}

/**
 * Refuses removing a payment a receipt that stands rests on (409 `RECEIPT_ISSUED`, naming it):
 * the receipt is cancelled first. Called in the removal's transaction, the payment locked.
 */
export async function refuseRemovalUnderReceipt(tx: Executor, paymentId: number): Promise<void> {
  const receipt = await standingReceiptOnPayment(tx, paymentId);
  if (receipt) {
    throw new AppError('RECEIPT_ISSUED', `Receipt ${receipt.number} rests on this payment: cancel the receipt first.`, [
      { path: '/receipt', message: 'receiptIssued', receiptId: receipt.id, number: receipt.number },
    ]);
  }
}

/**
 * Gives receipts made before receipts kept a snapshot theirs, from today's data (their bookings'
 * payments that count, the therapist when there is one), so they print the same from now on and
 * hold their payments. Returns how many were filled.
 */
export async function fillReceiptSnapshots(ctx: AppContext): Promise<number> {
  const practice = await ctx.settings();
  let filled = 0;
  for (const receipt of await receiptsWithoutSnapshot(ctx.db)) {
    await ctx.db.transaction(async (tx) => {
      const { snapshot, paymentIds } = await legacySnapshot(tx, practice, receipt);
      const therapists = new Set((await receiptBookings(tx, receipt.bookingIds)).map((row) => row.booking.therapistId));
      await storeReceiptSnapshot(tx, receipt.id, { snapshot, paymentIds, therapistId: therapists.size === 1 ? [...therapists][0]! : null });
    });
    filled += 1;
  }
  return filled;
}

/** The e-mail a receipt goes out with, prefilled in its language. */
export async function receiptMailText(ctx: AppContext, id: number) {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findUserById(ctx.db, receipt.customerId);
  const practice = await ctx.settings();
  const values = { number: receipt.number, practiceName: practice.name };
  return {
    to: customer?.email ?? '',
    subject: serverText('invoice', receipt.language, 'receipt.mail.subject', values),
    text: serverText('invoice', receipt.language, 'receipt.mail.text', values),
  };
}

/** E-mails a receipt (or a copy) with its PDF; it is then sent (audited). */
export async function sendReceipt(ctx: AppContext, actor: Actor, id: number, mail: { to: string; subject: string; text: string }) {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt) throw new AppError('NOT_FOUND', 'No such receipt.');
  const customer = await findUserById(ctx.db, receipt.customerId);
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

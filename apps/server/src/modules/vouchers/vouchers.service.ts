import { randomBytes } from 'node:crypto';
import {
  certificateDue,
  formatVoucherCode,
  generateVoucherCode,
  hasInvoiceAddress,
  hasPermission,
  practiceDate,
  voucherExpired,
  voucherState,
  voucherValidUntil,
  type NewVoucher,
  type VoucherMotif,
  type VoucherRow,
  type VoucherState,
} from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { Actor } from '../account/index.ts';
import { guardVoucherInvoices, invoiceForVoucher, invoiceMailText, sendInvoice } from '../invoices/index.ts';
import { notify } from '../notifications/index.ts';
import { listPayments } from '../payments/index.ts';
import { findUserById } from '../users/index.ts';
import { certificateIssuerOf, renderCertificatePdf, type CertificateIssuer } from './voucher-pdf.ts';
import {
  codeTaken,
  findVoucher,
  insertVoucher,
  invoiceOfVoucher,
  listVouchers,
  lockVoucher,
  nextVoucherSequence,
  redeemableVouchers,
  redemptionsOf,
  updateVoucher,
  updateVouchersWithoutIssuer,
  vouchersOfBuyer,
  type ListedVoucher,
  type VoucherChange,
  type VoucherRecord,
} from './vouchers.repo.ts';

const stateOf = (v: VoucherRecord): VoucherState =>
  voucherState({ archived: v.archivedAt !== null, confirmed: v.confirmedAt !== null, sent: v.sentAt !== null, balanceRappen: v.balanceRappen });

/** A code no voucher has (a collision among 31^11 is practically impossible; checked anyway). */
async function freshCode(tx: Executor): Promise<string> {
  for (;;) {
    const code = generateVoucherCode((count) => new Uint8Array(randomBytes(count)));
    if (!(await codeTaken(tx, code))) return code;
  }
}

/**
 * A voucher request (section 5 "Voucher form"): numbered and coded in one transaction, audited;
 * the buyer is the requester, or the customer a therapist picked. With "invoice in advance" its
 * invoice with QR-bill is made in the same transaction and mailed right after. The buyer's
 * confirmation mail says how to pay; a buyer on staff gets none (section 4: theirs waits for the
 * payment, and then the certificate follows).
 */
export async function requestVoucher(ctx: AppContext, actor: Actor, input: NewVoucher & { fromName: string; forName: string; comment: string }) {
  if (input.buyerId !== undefined && input.buyerId !== actor.userId && !hasPermission(actor.activeRoles, 'voucher:pick-buyer'))
    throw new AppError('FORBIDDEN', 'Only therapists pick a voucher buyer.');
  const buyer = await findUserById(ctx.db, input.buyerId ?? actor.userId);
  if (!buyer) throw new AppError('VALIDATION_ERROR', 'No such customer.', [{ path: '/buyerId', message: 'unknownCustomer' }]);
  if (input.shipping.to === 'buyer' && input.shipping.by === 'post' && !hasInvoiceAddress({ ...buyer, city: buyer.location })) {
    throw new AppError(
      'INVOICE_ADDRESS_INCOMPLETE',
      "The buyer's address is incomplete.",
      (['firstName', 'lastName', 'street', 'postalCode', 'location'] as const)
        .filter((field) => !(buyer[field] ?? '').trim())
        .map((field) => ({ path: `/customer/${field === 'location' ? 'city' : field}`, message: 'required' })),
    );
  }
  const now = ctx.now();
  const requestedOn = practiceDate(now);
  const year = Number(requestedOn.slice(0, 4));
  const held = hasPermission(actor.activeRoles, 'voucher:pick-buyer');
  const recipient = input.shipping.to === 'recipient';
  const { voucher, invoice } = await ctx.db.transaction(async (tx) => {
    // A customer's own request by invoice while two of theirs are open: refused before any number is taken.
    if (input.paymentMethod === 'invoice' && !held) await guardVoucherInvoices(tx, buyer.id);
    const number = `${year}-${String(await nextVoucherSequence(tx, year)).padStart(4, '0')}`;
    const voucher = await insertVoucher(tx, {
      number,
      year,
      code: await freshCode(tx),
      buyerId: buyer.id,
      motif: input.motif,
      initialRappen: input.valueRappen,
      balanceRappen: input.valueRappen,
      fromName: input.fromName,
      forName: input.forName,
      shipTo: input.shipping.to,
      shipBy: input.shipping.by,
      shipEmail: recipient && input.shipping.by === 'email' ? (input.shipping.email ?? null) : null,
      shipAddress: recipient && input.shipping.by === 'post' ? (input.shipping.address ?? null) : null,
      paymentMethod: input.paymentMethod,
      comment: input.comment,
      language: buyer.language,
      requestedOn,
      // Valid from its payment (ADR 015): set then.
      validUntil: null,
      mailHeld: held,
      createdByUserId: actor.userId,
    });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: buyer.id,
      action: 'voucher.request',
      detail: { id: voucher.id, number, valueRappen: input.valueRappen, paymentMethod: input.paymentMethod },
      at: now,
    });
    const invoice = input.paymentMethod === 'invoice' ? await invoiceForVoucher(ctx, tx, voucher.id, actor.userId) : undefined;
    if (!held)
      await notify(ctx, tx, {
        kind: 'voucherRequested',
        to: buyer,
        voucher: { number, valueRappen: input.valueRappen, paymentMethod: input.paymentMethod },
      });
    return { voucher, invoice };
  });
  // NOTE: the invoice's PDF is read after the commit; its mail going out is the invoice module's send (audited there).
  if (invoice) await sendInvoice(ctx, actor, invoice.id, await invoiceMailText(ctx, invoice.id));
  ctx.notifyMail();
  return { id: voucher.id, number: voucher.number, state: stateOf(voucher) };
}

function presentRow(row: ListedVoucher, now: Date): VoucherRow {
  const v = row.voucher;
  return {
    id: v.id,
    number: v.number,
    code: formatVoucherCode(v.code),
    buyer: { id: row.buyerId, firstName: row.buyerFirst, lastName: row.buyerLast, email: row.buyerEmail },
    forName: v.forName,
    fromName: v.fromName,
    motif: v.motif as VoucherMotif,
    initialRappen: v.initialRappen,
    balanceRappen: v.balanceRappen,
    requestedOn: v.requestedOn,
    paymentMethod: v.paymentMethod as VoucherRow['paymentMethod'],
    shipping: { to: v.shipTo as VoucherRow['shipping']['to'], by: v.shipBy as VoucherRow['shipping']['by'] },
    state: stateOf(v),
    paid: v.confirmedAt !== null,
    certificateDue: certificateDue({ confirmedAt: v.confirmedAt, sentAt: v.sentAt, archived: v.archivedAt !== null, shipBy: v.shipBy }, now),
    archived: v.archivedAt !== null,
    sentAt: v.sentAt?.toISOString() ?? null,
    validUntil: v.validUntil,
  };
}

export async function voucherList(ctx: AppContext, query: { state?: VoucherState; search: string }) {
  const { rows, total } = await listVouchers(ctx.db, query);
  return { vouchers: rows.map((row) => presentRow(row, ctx.now())), total };
}

async function voucherRow(ctx: AppContext, id: number): Promise<VoucherRow> {
  const { rows } = await listVouchers(ctx.db, { id, search: '' });
  if (!rows[0]) throw new AppError('NOT_FOUND', 'No such voucher.');
  return presentRow(rows[0], ctx.now());
}

/** A voucher with its shipping, payments, redemptions and invoice. */
export async function voucherDetail(ctx: AppContext, id: number) {
  const row = await voucherRow(ctx, id);
  const voucher = (await findVoucher(ctx.db, id))!;
  const [payments, redemptions, invoice] = await Promise.all([
    listPayments(ctx, { targetType: 'voucher', targetId: id }),
    redemptionsOf(ctx.db, id),
    invoiceOfVoucher(ctx.db, id),
  ]);
  return {
    ...row,
    shippingEmail: voucher.shipEmail,
    shippingAddress: (voucher.shipAddress as { name: string; street: string; postalCode: string; city: string } | null) ?? null,
    comment: voucher.comment,
    confirmedAt: voucher.confirmedAt?.toISOString() ?? null,
    payments: payments.payments,
    redemptions: redemptions.map((r) => ({
      paymentId: r.paymentId,
      bookingId: r.bookingId!,
      amountRappen: r.amountRappen,
      date: r.date,
      customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
    })),
    invoice: invoice ?? null,
  };
}

/**
 * The certificate of a voucher ("Gutschein-2027-0001.pdf"), in its buyer's language. It prints
 * the valid-until and the practice stored at the payment, so a later change of the settings never
 * changes an issued certificate; an unpaid voucher's preview shows today's practice and the day it
 * would get if paid today.
 */
export async function certificatePdf(ctx: AppContext, voucher: VoucherRecord, tx?: Executor): Promise<{ pdf: Buffer; fileName: string }> {
  const practice = await ctx.settings(tx);
  const pdf = await renderCertificatePdf({
    language: voucher.language,
    practice: (voucher.certificateIssuer as CertificateIssuer | null) ?? certificateIssuerOf(practice),
    publicUrl: ctx.config.publicUrl,
    motif: voucher.motif as VoucherMotif,
    number: voucher.number,
    code: voucher.code,
    valueRappen: voucher.initialRappen,
    forName: voucher.forName,
    fromName: voucher.fromName,
    validUntil: voucher.validUntil ?? voucherValidUntil(practiceDate(ctx.now()), practice.voucherValidityYears),
  });
  return { pdf, fileName: `${serverText('voucher', voucher.language, 'certificate.fileName')}-${voucher.number}.pdf` };
}

/** The staff's certificate PDF: of any voucher, paid or not (to check it before sending). */
export async function staffCertificatePdf(ctx: AppContext, id: number) {
  const voucher = await findVoucher(ctx.db, id);
  if (!voucher) throw new AppError('NOT_FOUND', 'No such voucher.');
  return certificatePdf(ctx, voucher);
}

/** One's own paid voucher's certificate; another's, or an unpaid one: 404. */
export async function ownCertificatePdf(ctx: AppContext, buyerId: number, id: number) {
  const voucher = await findVoucher(ctx.db, id);
  if (!voucher || voucher.buyerId !== buyerId || voucher.confirmedAt === null) throw new AppError('NOT_FOUND', 'No such voucher.');
  return certificatePdf(ctx, voucher);
}

const notPaid = () => new AppError('VOUCHER_NOT_PAID', 'The voucher is not paid yet.');

/**
 * Queues the certificate mail in `tx` (to the recipient's e-mail, or the buyer's) and marks the
 * voucher sent; answers the outbox id.
 */
export async function mailCertificate(ctx: AppContext, tx: Executor, voucher: VoucherRecord): Promise<number> {
  const buyer = await findUserById(tx, voucher.buyerId);
  if (!buyer) throw new AppError('NOT_FOUND', 'No such buyer.');
  // Paid vouchers only, which have their valid-until.
  if (voucher.confirmedAt === null || voucher.validUntil === null) throw notPaid();
  const toRecipient = voucher.shipTo === 'recipient' && voucher.shipBy === 'email' && voucher.shipEmail !== null;
  const document = await certificatePdf(ctx, voucher, tx);
  const mailId = await notify(ctx, tx, {
    kind: 'voucherCertificate',
    to: toRecipient
      ? { email: voucher.shipEmail!, language: voucher.language, firstName: voucher.forName || null, lastName: null }
      : { email: buyer.email, language: voucher.language, firstName: buyer.firstName, lastName: buyer.lastName },
    voucher: { number: voucher.number, valueRappen: voucher.initialRappen, fromName: voucher.fromName, validUntil: voucher.validUntil, toRecipient },
    document,
  });
  if (voucher.sentAt === null) await updateVoucher(tx, voucher.id, { sentAt: ctx.now() });
  return mailId;
}

/** Changes a locked voucher (audited as `voucher.<action>`); `check` refuses what its state does not allow. */
async function changeVoucher(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: string,
  change: (voucher: VoucherRecord, tx: Executor) => Promise<VoucherChange & { mailId?: number }>,
) {
  let mailId: number | undefined;
  await ctx.db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, id);
    if (!voucher) throw new AppError('NOT_FOUND', 'No such voucher.');
    const { mailId: queued, ...next } = await change(voucher, tx);
    mailId = queued;
    if (Object.keys(next).length > 0) await updateVoucher(tx, id, next);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      subjectUserId: voucher.buyerId,
      action: `voucher.${action}`,
      detail: { id, number: voucher.number, ...next },
      at: ctx.now(),
    });
  });
  return { mailId, row: await voucherRow(ctx, id) };
}

/** E-mails (again) the certificate of a paid voucher. */
export async function sendCertificate(ctx: AppContext, actor: Actor, id: number) {
  const { mailId } = await changeVoucher(ctx, actor, id, 'send', async (voucher, tx) => {
    if (voucher.confirmedAt === null) throw notPaid();
    return { mailId: await mailCertificate(ctx, tx, voucher) };
  });
  ctx.notifyMail();
  return { mailId: mailId! };
}

export const markVoucherSent = async (ctx: AppContext, actor: Actor, id: number) =>
  (
    await changeVoucher(ctx, actor, id, 'mark-sent', async (voucher) => {
      if (voucher.confirmedAt === null) throw notPaid();
      return { sentAt: voucher.sentAt ?? ctx.now() };
    })
  ).row;

export const archiveVoucher = async (ctx: AppContext, actor: Actor, id: number) =>
  (await changeVoucher(ctx, actor, id, 'archive', async (voucher) => ({ archivedAt: voucher.archivedAt ?? ctx.now() }))).row;

export const restoreVoucher = async (ctx: AppContext, actor: Actor, id: number) =>
  (await changeVoucher(ctx, actor, id, 'restore', async () => ({ archivedAt: null }))).row;

/** Vouchers a redemption may use, by code, number or names; expired ones are marked. */
export async function redeemable(ctx: AppContext, search: string) {
  const today = practiceDate(ctx.now());
  const rows = await redeemableVouchers(ctx.db, search);
  return {
    vouchers: rows.map(({ voucher: v, buyerFirst, buyerLast }) => ({
      id: v.id,
      number: v.number,
      code: formatVoucherCode(v.code),
      buyerName: [buyerFirst, buyerLast].filter(Boolean).join(' '),
      forName: v.forName,
      balanceRappen: v.balanceRappen,
      // Confirmed, so it has its valid-until (the table's check).
      validUntil: v.validUntil!,
      expired: voucherExpired(v.validUntil, today),
    })),
  };
}

/** One's own vouchers; the code only once paid (it is what pays). */
export async function ownVouchers(ctx: AppContext, buyerId: number) {
  const rows = await vouchersOfBuyer(ctx.db, buyerId);
  return {
    vouchers: rows.map((v) => ({
      id: v.id,
      number: v.number,
      code: v.confirmedAt ? formatVoucherCode(v.code) : null,
      motif: v.motif as VoucherMotif,
      initialRappen: v.initialRappen,
      balanceRappen: v.balanceRappen,
      state: stateOf(v),
      requestedOn: v.requestedOn,
      validUntil: v.validUntil,
      paymentMethod: v.paymentMethod as VoucherRow['paymentMethod'],
      forName: v.forName,
      fromName: v.fromName,
    })),
  };
}

/**
 * Gives every paid voucher without its certificate's practice the practice of today, in one
 * transaction: the data migration of the first start that keeps it. Answers how many it filled.
 */
export async function fillCertificateIssuers(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => updateVouchersWithoutIssuer(tx, certificateIssuerOf(await ctx.settings(tx))));
}

import { formatChf, qrBillLanguage, streetLine, toQrCharset } from '@praxis/domain';
import { SwissQRBill } from 'swissqrbill/pdf';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { InvoiceIssuer } from './invoice-snapshot.ts';

export interface InvoiceLine {
  /** The treatment's day, YYYY-MM-DD. */
  date: string;
  /** The treatment (or what else is billed: a gift voucher). */
  therapy: string;
  /** Null: not a treatment. */
  durationMinutes: number | null;
  therapist: string;
  therapistZsr: string | null;
  priceRappen: number;
  /** The booking's number in its year ("2027-00012"); absent on older invoices and voucher lines. */
  bookingNumber?: string | null;
}

export interface InvoicePdfInput {
  language: string;
  practice: InvoiceIssuer;
  number: string;
  issuedOn: string;
  dueOn: string;
  customer: {
    firstName: string | null;
    lastName: string | null;
    street: string;
    /** Absent in snapshots taken before the house number had its own field. */
    houseNumber?: string;
    postalCode: string;
    city: string;
    countryCode: string;
  };
  lines: InvoiceLine[];
  /** What is billed: a treatment (the default) or a gift voucher; the letter's first sentence says which. */
  target?: 'booking' | 'voucher';
  /** Paid directly before the invoice (card, cash, Twint, voucher). */
  paidRappen: number;
  amountRappen: number;
  /** QRR with a QR-IBAN, SCOR with a plain IBAN. */
  reference: string | null;
  account: string;
  cancelled: boolean;
  /** The day its money arrived (a paid invoice): printed as "Bezahlt am …", without a payment part. */
  paidOn?: string | null;
  /** What arrived then (with a reminder's fee), when known. */
  paidAmountRappen?: number | null;
  /** The credit note that cancelled the invoice: printed instead of it, without a payment part. */
  creditNote?: { number: string; issuedOn: string };
  /** A reminder of the invoice: its level, fee, day and new due day (the QR part asks for amount plus fee). */
  reminder?: { level: number; feeRappen: number; issuedOn: string; dueOn: string };
}

const MM = 72 / 25.4;

/**
 * "04.01.2027", in every language: the Swiss way of writing a day on a business letter. It fits
 * the table's date column, which a long form overflows ("4 янв. 2027 г."), and ends no sentence
 * with a second full stop (Russian's "г.").
 */
const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** An A4 invoice: letterhead, address window, lines, totals, and the Swiss QR-bill payment part on the lower third. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  return renderPdf('invoice', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderInvoicePdf hands it there. */
export function drawInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('invoice', input.language, key, values);
  const { practice, customer } = input;
  const { reminder, creditNote } = input;
  const heading = creditNote
    ? `${t('creditNote.title')} ${creditNote.number}`
    : reminder
      ? `${t('reminder.title', { level: t(`reminder.ordinals.${reminder.level}`) })} – ${t('title')} ${input.number}`
      : `${t('title')} ${input.number}`;
  const due = reminder?.dueOn ?? input.dueOn;
  const total = input.amountRappen + (reminder?.feeRappen ?? 0);
  const voucher = input.target === 'voucher';
  const paidOn = !input.cancelled && !creditNote ? (input.paidOn ?? null) : null;
  // A cancelled or paid invoice and a credit note ask for nothing: no payment part anyone could scan.
  const payable = !input.cancelled && !creditNote && !paidOn;
  // NOTE: the letter is set in DejaVu (every language's letters); the QR part in Helvetica, as the QR-bill style guide asks.
  const { doc, done } = createPdfDocument({ margin: 20 * MM, title: heading, author: practice.name });
  const chf = (rappen: number) => formatChf(rappen, input.language);

  // Letterhead.
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('#1f7a72')
    .text(practice.name, 20 * MM, 15 * MM);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor('#4b5b59')
    .text(
      [
        `${practice.street}, ${practice.postalCode} ${practice.city}`,
        `${practice.phone} · ${practice.email}`,
        practice.uid ? t('uid', { uid: practice.uid }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
    );

  // The address window of a C5/C6 envelope with the window on the left (SN 010 130): 22 mm from the left, 60 mm from the top.
  // In Latin letters as the QR part writes it: the post sorts by it (a Cyrillic name transliterated).
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#1d2b2a')
    .text([name, streetLine(customer), `${customer.postalCode} ${customer.city}`].map(latin1).join('\n'), 22 * MM, 50 * MM, { width: 85 * MM });

  doc
    .font('bold')
    .fontSize(16)
    .text(heading, 20 * MM, 85 * MM);
  if (input.cancelled && !creditNote) doc.font('bold').fontSize(12).fillColor('#c0392b').text(t('cancelled'));
  if (paidOn)
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#1f7a72')
      .text(t('paidOn', { date: formatDay(paidOn, input.language) }));
  doc.font('body').fontSize(9.5).fillColor('#1d2b2a');
  doc.moveDown(0.4);
  const facts: Array<[string, string]> = creditNote
    ? [
        [t('creditNote.number'), creditNote.number],
        [t('creditNote.issuedOn'), formatDay(creditNote.issuedOn, input.language)],
        [t('creditNote.invoice'), `${input.number} (${formatDay(input.issuedOn, input.language)})`],
      ]
    : [
        [t('number'), input.number],
        [t('issuedOn'), formatDay(input.issuedOn, input.language)],
        ...(reminder ? ([[t('reminder.issuedOn'), formatDay(reminder.issuedOn, input.language)]] as Array<[string, string]>) : []),
        [t('dueOn'), formatDay(due, input.language)],
      ];
  for (const [label, value] of facts) doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
  doc.moveDown(0.6);
  doc.text(
    creditNote
      ? t('creditNote.intro', { number: input.number })
      : reminder
        ? t(voucher ? 'voucher.reminderIntro' : 'reminder.intro', { due: formatDay(input.dueOn, input.language) })
        : t(voucher ? 'voucher.intro' : 'intro'),
  );
  doc.moveDown(0.6);

  // The lines: a treatment with its therapist; a voucher is a sale, not a treatment (no therapist).
  const left = 20 * MM;
  const columns = voucher
    ? ([
        { key: 'date', label: 'columns.date', x: left, width: 25 * MM },
        { key: 'treatment', label: 'voucher.columns.item', x: left + 25 * MM, width: 115 * MM },
        { key: 'amount', label: 'columns.amount', x: left + 140 * MM, width: 30 * MM },
      ] as const)
    : ([
        { key: 'date', label: 'columns.date', x: left, width: 25 * MM },
        { key: 'treatment', label: 'columns.treatment', x: left + 25 * MM, width: 65 * MM },
        { key: 'therapist', label: 'columns.therapist', x: left + 90 * MM, width: 50 * MM },
        { key: 'amount', label: 'columns.amount', x: left + 140 * MM, width: 30 * MM },
      ] as const);
  let y = doc.y;
  doc.font('bold').fontSize(9);
  let headerBottom = y;
  for (const column of columns) {
    doc.text(t(column.label), column.x, y, { width: column.width, align: column.key === 'amount' ? 'right' : 'left' });
    headerBottom = Math.max(headerBottom, doc.y);
  }
  y = headerBottom;
  y += 2;
  doc
    .moveTo(left, y)
    .lineTo(left + 170 * MM, y)
    .strokeColor('#9aa7a5')
    .lineWidth(0.5)
    .stroke();
  doc.font('body');
  for (const line of input.lines) {
    y += 4;
    const cells: Record<(typeof columns)[number]['key'], string> = {
      date: formatDay(line.date, input.language),
      treatment: [
        line.durationMinutes === null ? line.therapy : `${line.therapy}, ${t('minutes', { count: line.durationMinutes })}`,
        line.bookingNumber ? t('bookingNumber', { number: line.bookingNumber }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
      therapist: line.therapistZsr ? `${line.therapist}\n${t('zsr', { zsr: line.therapistZsr })}` : line.therapist,
      amount: chf(line.priceRappen),
    };
    let bottom = y;
    for (const column of columns) {
      doc.text(cells[column.key], column.x, y, { width: column.width, align: column.key === 'amount' ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    y = bottom;
  }
  y += 4;
  doc
    .moveTo(left, y)
    .lineTo(left + 170 * MM, y)
    .stroke();
  const price = input.lines.reduce((sum, line) => sum + line.priceRappen, 0);
  const discount = price - input.paidRappen - input.amountRappen;
  const totals: Array<[string, number, boolean]> = [[t('price'), price, false]];
  if (discount > 0) totals.push([t('discount'), -discount, false]);
  if (input.paidRappen > 0) totals.push([t('paid'), -input.paidRappen, false]);
  // A paid invoice totals what arrived: a reminder's fee paid with it is part of that.
  const arrived = paidOn ? (input.paidAmountRappen ?? total) : total;
  const fee = (reminder?.feeRappen ?? 0) + Math.max(0, arrived - total);
  if (fee > 0) totals.push([t('reminder.fee'), fee, false]);
  if (creditNote) totals.push([t('creditNote.total'), -total, true]);
  else if (paidOn) totals.push([t('totalPaid'), arrived, true]);
  else totals.push([t('total'), total, true]);
  for (const [label, rappen, strong] of totals) {
    y += 4;
    doc.font(strong ? 'bold' : 'body').text(label, left + 90 * MM, y, { width: 50 * MM });
    doc.text(chf(rappen), left + 140 * MM, y, { width: 30 * MM, align: 'right' });
    y = doc.y;
  }
  const closing = payable
    ? t('payment', { due: formatDay(due, input.language) })
    : creditNote
      ? t('creditNote.settled')
      : paidOn
        ? t('paidThanks', { date: formatDay(paidOn, input.language) })
        : '';
  doc
    .font('body')
    .fontSize(9)
    .text(closing, left, y + 12, { width: 170 * MM });
  // The medical VAT exemption covers treatments; a voucher's sale is no supply at all (a value
  // voucher is a means of payment, taxed when redeemed), so its invoice names no VAT and says what
  // the voucher pays for instead.
  const note = voucher ? t('voucher.note') : practice.vatExempt ? t('vatExempt') : '';
  if (note)
    doc
      .moveDown(0.4)
      .fontSize(8)
      .fillColor('#4b5b59')
      .text(note, { width: 170 * MM });

  if (!payable) {
    doc.end();
    return done;
  }
  // The payment part and receipt, on the lower 105 mm of this page (or a new one when the letter is too long).
  const qrBill = new SwissQRBill(
    {
      currency: 'CHF',
      amount: total / 100,
      reference: input.reference ?? undefined,
      creditor: {
        account: input.account,
        name: latin1(practice.creditor.name),
        address: latin1(practice.creditor.street),
        buildingNumber: latin1(practice.creditor.buildingNumber ?? '') || undefined,
        zip: practice.creditor.postalCode,
        city: latin1(practice.creditor.city),
        country: practice.creditor.country,
      },
      debtor: {
        name: latin1(name),
        address: latin1(customer.street),
        buildingNumber: latin1(customer.houseNumber ?? '') || undefined,
        zip: latin1(customer.postalCode),
        city: latin1(customer.city),
        country: customer.countryCode,
      },
      message: latin1(heading),
    },
    { language: qrBillLanguage(input.language) },
  );
  qrBill.attachTo(doc);
  doc.end();
  return done;
}

/** Text for the QR part: the standard's character set, and within it what Helvetica prints (Latin-1). */
const latin1 = (text: string) => toQrCharset(text, { latin1: true });

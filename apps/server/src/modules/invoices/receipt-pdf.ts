import { formatChf } from '@praxis/domain';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import type { ReceiptSnapshot } from './receipt-snapshot.ts';

const MM = 72 / 25.4;
const INK = '#1d2b2a';
const GREY = '#4b5b59';
const RULE = '#9aa7a5';
const RED = '#b42318';

/** One receipt as printed: its own columns, what it printed at issue, and whether it is a copy or cancelled. */
export interface ReceiptDocument {
  /** Null: a preview, not yet issued. */
  number: string | null;
  issuedOn: string;
  reason: string;
  totalRappen: number;
  snapshot: ReceiptSnapshot;
  /** A copy, made on this day. */
  copyOn: string | null;
  cancelled: { on: string; reason: string | null } | null;
}

export interface ReceiptPdfInput {
  language: string;
  author: string;
  /** One page (or more) each: a preview over two therapists shows both receipts. */
  documents: ReceiptDocument[];
}

const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * Tarif 590 reimbursement receipts (A4), as the insurers' uniform form asks: number and day,
 * billing mode TG, law VVG, canton, treatment period and reason; the biller (practice) and the
 * patient (sex and insured number when known); each line with day, tariff 590, method code,
 * units of 5 minutes, unit price, amount and its provider (name, address, ZSR, EMR); the total;
 * every payment with its method, day and amount. A copy and a cancelled receipt say so at the top.
 */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  return renderPdf('receipt', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderReceiptPdf hands it there. */
export function drawReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { language } = input;
  const t = (key: string, values?: Record<string, string | number>) => serverText('invoice', language, `receipt.${key}`, values);
  const first = input.documents[0]!;
  const { doc, done } = createPdfDocument({ margin: 18 * MM, title: `${t('title')} ${first.number ?? t('preview')}`, author: input.author });
  const left = 18 * MM;
  const width = 174 * MM;
  const bottom = doc.page.height - 18 * MM;
  const chf = (rappen: number) => formatChf(rappen, language);
  const day = (date: string) => formatDay(date, language);

  /** "Label: value" in one run, the label bold. */
  const labelled = (label: string, value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc
      .font('bold')
      .text(`${label}: `, { continued: true, ...options })
      .font('body')
      .text(value);

  const stamp = (lines: string[], color: string, y: number): number => {
    const boxWidth = 62 * MM;
    const x = left + width - boxWidth;
    doc.font('bold').fontSize(13);
    const heading = lines[0]!.toUpperCase();
    doc.fontSize(8.5);
    const detailHeight = lines.slice(1).reduce((sum, line) => sum + doc.heightOfString(line, { width: boxWidth - 12 }), 0);
    const height = 24 + detailHeight;
    doc.save().lineWidth(1.5).strokeColor(color).rect(x, y, boxWidth, height).stroke().restore();
    doc
      .fillColor(color)
      .font('bold')
      .fontSize(13)
      .text(heading, x + 6, y + 5, { width: boxWidth - 12, align: 'center' });
    doc.font('body').fontSize(8.5);
    for (const line of lines.slice(1)) doc.text(line, { width: boxWidth - 12, align: 'center' });
    doc.fillColor(INK);
    return y + height + 4;
  };

  const columns = [
    { key: 'date', width: 21 * MM, align: 'left' },
    { key: 'tariff', width: 15 * MM, align: 'left' },
    { key: 'position', width: 22 * MM, align: 'left' },
    { key: 'description', width: 44 * MM, align: 'left' },
    { key: 'units', width: 23 * MM, align: 'right' },
    { key: 'unitPrice', width: 22 * MM, align: 'right' },
    { key: 'amount', width: 27 * MM, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let lowest = y;
    doc.font(bold ? 'bold' : 'body').fontSize(8.5);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, y, { width: column.width - 4, align: column.align });
      lowest = Math.max(lowest, doc.y);
      x += column.width;
    });
    doc.y = lowest + 2;
  };
  /** A thin line across the table at the current height. */
  const rule = () =>
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  const header = () => {
    row(
      columns.map((c) => t(`columns.${c.key}`)),
      true,
    );
    rule();
    doc.y += 3;
  };
  /** A new page when `height` no longer fits, with the table's header again. */
  const room = (height: number, withHeader: boolean) => {
    if (doc.y + height <= bottom) return;
    doc.addPage();
    doc.y = 18 * MM;
    if (withHeader) header();
  };

  input.documents.forEach((document, index) => {
    if (index > 0) doc.addPage();
    const { snapshot } = document;
    const { biller, patient } = snapshot;
    const top = 18 * MM;

    // The marks first, on the right: a copy, a cancelled receipt.
    let markBottom = top;
    if (document.cancelled) {
      const reason = document.cancelled.reason ? [t('cancelReason', { reason: document.cancelled.reason })] : [];
      markBottom = stamp([t('cancelled'), t('cancelledOn', { date: day(document.cancelled.on) }), ...reason], RED, markBottom);
    }
    if (document.copyOn) markBottom = stamp([t('copy'), t('copyOn', { date: day(document.copyOn) })], INK, markBottom);

    const headWidth = document.cancelled || document.copyOn ? width - 66 * MM : width;
    doc.font('bold').fontSize(16).fillColor(INK).text(t('title'), left, top, { width: headWidth });
    doc.font('body').fontSize(9).fillColor(GREY).text(t('tariff'), { width: headWidth });
    doc.moveDown(0.3).fillColor(INK);
    labelled(t('number'), document.number ?? t('preview'), { width: headWidth });
    labelled(t('issuedOn'), day(document.issuedOn), { width: headWidth });
    labelled(t('billingMode'), t('tiersGarant'), { width: headWidth });
    doc.y = Math.max(doc.y, markBottom);
    doc.moveDown(0.6);

    // The case: law, canton, treatment period and reason, two to a line; each pair starts at its cell.
    const pair = (label: string, value: string, x: number, y: number, cellWidth: number) => {
      doc.font('bold').fontSize(9).text(`${label}: `, x, y, { width: cellWidth, continued: true }).font('body').text(value);
      return doc.y;
    };
    let y = doc.y;
    const half = width / 2;
    y = Math.max(pair(t('law'), 'VVG', left, y, half - 6), pair(t('canton'), biller.canton ?? '', left + half, y, half - 6));
    y = Math.max(
      pair(t('period'), t('periodValue', { from: day(snapshot.period.from), to: day(snapshot.period.to) }), left, y, half - 6),
      pair(t('reason'), t(`reasons.${document.reason}`), left + half, y, half - 6),
    );
    doc.x = left;
    doc.y = y + 10;

    // Biller and patient side by side.
    const blockTop = doc.y;
    const block = (title: string, lines: string[], x: number) => {
      doc
        .font('bold')
        .fontSize(9)
        .text(title, x, blockTop, { width: half - 6 });
      doc.font('body').text(lines.filter(Boolean).join('\n'), { width: half - 6 });
      return doc.y;
    };
    const billerBottom = block(
      t('practice'),
      [biller.name, biller.street, `${biller.postalCode} ${biller.city}`, biller.zsr ? `${t('zsr')} ${biller.zsr}` : ''],
      left,
    );
    const patientBottom = block(
      t('patient'),
      [
        patient.name,
        patient.street,
        `${patient.postalCode} ${patient.city}`,
        `${t('birthday')}: ${day(patient.birthday)}`,
        patient.sex ? `${t('sex')}: ${t(`sexes.${patient.sex}`)}` : '',
        patient.insuredNumber ? `${t('insuredNumber')}: ${patient.insuredNumber}` : '',
        patient.insurer ? `${t('insurer')}: ${patient.insurer}` : '',
      ],
      left + half,
    );
    doc.x = left;
    doc.y = Math.max(billerBottom, patientBottom) + 10;

    // The providers of the lines (one per receipt; receipts made before that may name several).
    const providers = [...new Map(snapshot.lines.map((line) => [`${line.provider.name}|${line.provider.zsr}`, line.provider])).values()];
    doc.font('bold').fontSize(9).text(t('provider'), left, doc.y, { width });
    doc.font('body').text(providers.map((p) => `${p.name} · ${p.address} · ${t('zsr')} ${p.zsr} · ${t('emr')} ${p.emr}`).join('\n'), { width });
    doc.moveDown(0.8);

    header();
    for (const line of snapshot.lines) {
      room(30, true);
      row([day(line.date), '590', line.position, line.description, String(line.units), line.unitPrice, chf(line.amountRappen)]);
      doc
        .font('body')
        .fontSize(7.5)
        .fillColor(GREY)
        .text(
          `${t('provider')}: ${line.provider.name}, ${line.provider.address}, ${t('zsr')} ${line.provider.zsr}, ${t('emr')} ${line.provider.emr}`,
          left + columns[0].width + columns[1].width,
          doc.y,
          { width: width - columns[0].width - columns[1].width },
        );
      doc.fillColor(INK);
      doc.y += 3;
    }
    rule();
    doc.y += 4;
    row(['', '', '', t('total'), '', '', chf(document.totalRappen)], true);
    doc.moveDown(0.8);

    // Every payment with its method, day and amount.
    room(20 + snapshot.payments.length * 12, false);
    doc.font('bold').fontSize(9).text(t('payments'), left, doc.y, { width });
    for (const payment of snapshot.payments) {
      const rowY = doc.y;
      const method =
        payment.typeId === 5 && payment.reference
          ? t('invoiceNumber', { number: payment.reference })
          : payment.typeId === 4 && payment.reference
            ? t('voucherNumber', { number: payment.reference })
            : t(`methods.${payment.typeId}`);
      doc.font('body').fontSize(9);
      // The amount right under the lines' amounts.
      doc.text(day(payment.date), left, rowY, { width: 28 * MM });
      doc.text(method, left + 36 * MM, rowY, { width: 100 * MM });
      doc.text(chf(payment.amountRappen), left + width - 40 * MM, rowY, { width: 40 * MM - 4, align: 'right' });
      doc.x = left;
    }
    doc.moveDown(0.8);
    doc.fontSize(8).fillColor(GREY).text(t('note'), left, doc.y, { width });
    doc.fillColor(INK);
  });
  doc.end();
  return done;
}

import {
  COLOUR_HEX,
  DRAWING_SIZE,
  JOURNAL_FIELDS,
  bodyOutlineSvg,
  strokeOutlinePath,
  type DrawingView,
  type Journal,
  type PracticeSettings,
  type Stroke,
} from '@praxis/domain';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import { fileNamePart } from '../../lib/send-pdf.ts';

export interface TreatmentRecordInput {
  language: string;
  practice: PracticeSettings;
  customer: { firstName: string | null; lastName: string | null; email: string; birthday: string | null };
  booking: { start: Date; therapy: string; therapistName: string; durationMinutes: number };
  journal: Journal | null;
  views: Array<{ view: DrawingView; strokes: Stroke[] }>;
}

const formatDateTime = (date: Date, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(date);

const attr = (markup: string, name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(markup)?.[1] ?? 0);

/** Draws the body outline's SVG shapes (paths, ellipses, circles, lines, rectangles) as pdfkit strokes. */
function drawOutline(doc: PDFKit.PDFDocument, view: DrawingView) {
  const markup = bodyOutlineSvg(view);
  doc.save().lineWidth(2).strokeColor('#868e96');
  for (const [element, name] of markup.matchAll(/<(path|ellipse|circle|line|rect)\b[^>]*>/g)) {
    if (name === 'path') {
      const d = /\bd="([^"]+)"/.exec(element)?.[1];
      if (d) doc.path(d).stroke();
    } else if (name === 'ellipse') doc.ellipse(attr(element, 'cx'), attr(element, 'cy'), attr(element, 'rx'), attr(element, 'ry')).stroke();
    else if (name === 'circle') doc.circle(attr(element, 'cx'), attr(element, 'cy'), attr(element, 'r')).stroke();
    else if (name === 'line') doc.moveTo(attr(element, 'x1'), attr(element, 'y1')).lineTo(attr(element, 'x2'), attr(element, 'y2')).stroke();
    else doc.roundedRect(attr(element, 'x'), attr(element, 'y'), attr(element, 'width'), attr(element, 'height'), attr(element, 'rx')).stroke();
  }
  doc.restore();
}

/** One view, scaled into a box at (x, y) of `height` points: outline, then the strokes as filled shapes. */
function drawView(doc: PDFKit.PDFDocument, view: { view: DrawingView; strokes: Stroke[] }, x: number, y: number, height: number, label: string) {
  const scale = height / DRAWING_SIZE.height;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#1d2b2a')
    .text(label, x, y, { width: DRAWING_SIZE.width * scale, align: 'center' });
  doc
    .save()
    .translate(x, y + 14)
    .scale(scale);
  doc
    .rect(0, 0, DRAWING_SIZE.width, DRAWING_SIZE.height)
    .lineWidth(1 / scale)
    .strokeColor('#dee2e6')
    .stroke();
  drawOutline(doc, view.view);
  for (const stroke of view.strokes) {
    const path = strokeOutlinePath(stroke);
    if (path) doc.path(path).fillColor(COLOUR_HEX[stroke.colour]).fill();
  }
  doc.restore();
}

/** The treatment record of one booking: the journal's four texts and the drawings' views, A4. */
export function renderTreatmentRecordPdf(input: TreatmentRecordInput): Promise<Buffer> {
  return renderPdf('treatmentRecord', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderTreatmentRecordPdf hands it there. */
export function drawTreatmentRecordPdf(input: TreatmentRecordInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('records', input.language, key, values);
  const { doc, done } = createPdfDocument({ margin: 50, title: t('title'), author: input.practice.name });
  const { practice, customer, booking, journal } = input;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(11).fillColor('#1f7a72').text(practice.name);
  doc.font('body').fontSize(9).fillColor('#6b7b79').text(`${practice.street}, ${practice.postalCode} ${practice.city} · ${practice.phone} · ${practice.email}`);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(18).fillColor('#1d2b2a').text(t('title'));
  doc.moveDown(0.5);
  const line = (label: string, value: string) => doc.fontSize(10.5).font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
  line(t('customer'), [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email);
  if (customer.birthday) line(t('birthday'), customer.birthday);
  line(t('appointment'), `${formatDateTime(booking.start, input.language)} (${booking.durationMinutes} min)`);
  line(t('therapy'), booking.therapy);
  line(t('therapist'), booking.therapistName);
  doc.moveDown();

  doc.font('bold').fontSize(14).fillColor('#1f7a72').text(t('journal'));
  if (!journal || journal.version === 0) {
    doc.font('body').fontSize(10.5).fillColor('#1d2b2a').text(t('noJournal'));
  } else {
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#6b7b79')
      .text(t('version', { version: journal.version, date: formatDateTime(new Date(journal.updatedAt!), input.language), name: journal.updatedBy ?? '' }));
    doc.moveDown(0.4);
    for (const field of JOURNAL_FIELDS) {
      doc
        .font('bold')
        .fontSize(10.5)
        .fillColor('#1d2b2a')
        .text(t(`fields.${field}`));
      doc
        .font('body')
        .fontSize(10.5)
        .text(journal[field].trim() || t('empty'), { width });
      doc.moveDown(0.5);
    }
  }

  doc.moveDown();
  doc.font('bold').fontSize(14).fillColor('#1f7a72').text(t('drawings'), left);
  if (input.views.length === 0) {
    doc.font('body').fontSize(10.5).fillColor('#1d2b2a').text(t('noDrawings'));
  } else {
    // Three views side by side, each 300 points high; a new page when the row does not fit.
    const height = 300;
    const boxWidth = (DRAWING_SIZE.width * height) / DRAWING_SIZE.height;
    const gap = (width - 3 * boxWidth) / 2;
    let y = doc.y + 6;
    input.views.forEach((view, index) => {
      const column = index % 3;
      if (column === 0 && index > 0) y += height + 30;
      if (column === 0 && y + height + 20 > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      drawView(doc, view, left + column * (boxWidth + gap), y, height, t(`views.${view.view}`));
    });
    doc.x = left;
    doc.y = y + height + 30;
  }
  doc.moveDown();
  doc.font('body').fontSize(8).fillColor('#6b7b79').text(t('confidential'), left, doc.y, { width });
  doc.end();
  return done;
}

/** `Behandlung-2027-03-05-Anna-Muster.pdf`: the record's file name, with the day and the customer's name. */
export function treatmentRecordFileName(language: string, day: string, customer: { firstName: string | null; lastName: string | null }): string {
  const name = fileNamePart(customer);
  return `${serverText('records', language, 'fileName')}-${day}${name ? `-${name}` : ''}.pdf`;
}

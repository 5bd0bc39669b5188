import { formatChf, formatVoucherCode, type PracticeSettings, type VoucherMotif } from '@praxis/domain';
import { encode } from 'uqr';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import { drawMotif, MOTIF_COLOURS } from './voucher-art.ts';

const MM = 72 / 25.4;

/** The practice as a certificate prints it: its name, address and how to reach it. */
export type CertificateIssuer = Pick<PracticeSettings, 'name' | 'street' | 'postalCode' | 'city' | 'phone' | 'email'>;

export const certificateIssuerOf = (practice: PracticeSettings): CertificateIssuer => ({
  name: practice.name,
  street: practice.street,
  postalCode: practice.postalCode,
  city: practice.city,
  phone: practice.phone,
  email: practice.email,
});

export interface CertificateInput {
  language: string;
  practice: CertificateIssuer;
  publicUrl: string;
  motif: VoucherMotif;
  number: string;
  code: string;
  valueRappen: number;
  forName: string;
  fromName: string;
  validUntil: string;
}

const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A QR code holding only the voucher code, drawn as squares (no health data, no personal data). */
function drawQr(doc: PDFKit.PDFDocument, code: string, x: number, y: number, size: number): void {
  const qr = encode(code, { ecc: 'M', border: 1 });
  const cell = size / qr.size;
  doc.save().rect(x, y, size, size).fill('#ffffff');
  qr.data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05).fill('#000000');
    }),
  );
  doc.restore();
}

/**
 * The gift certificate (A5 landscape): the motif's picture and colours, the practice, "for" and
 * "from", the value, code and number, a QR code of the code, the validity and how to book.
 */
export function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  return renderPdf('voucherCertificate', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderCertificatePdf hands it there. */
export function drawCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('voucher', input.language, `certificate.${key}`, values);
  const { practice } = input;
  const colours = MOTIF_COLOURS[input.motif];
  const { doc, done } = createPdfDocument({ margin: 0, title: `${t('title')} ${input.number}`, author: practice.name, size: 'A5', layout: 'landscape' });
  const width = doc.page.width;
  const height = doc.page.height;
  const band = 70 * MM;

  // The coloured band with the picture on the left.
  doc.rect(0, 0, band, height).fill(colours.band);
  drawMotif(doc, input.motif, 8 * MM, 30 * MM, band - 16 * MM);
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(colours.ink)
    .text(t(`motifs.${input.motif}`), 8 * MM, 100 * MM, { width: band - 16 * MM, align: 'center' });

  // The certificate itself on the right.
  const left = band + 10 * MM;
  const inner = width - left - 10 * MM;
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(colours.accent)
    .text(practice.name.toUpperCase(), left, 12 * MM, { width: inner, characterSpacing: 1 });
  // The title on one line: a longer one (Russian) is set smaller rather than run into the value.
  const title = t('title');
  const titleSize = Math.max(14, Math.min(24, Math.floor((24 * inner) / doc.font('bold').fontSize(24).widthOfString(title))));
  doc
    .fontSize(titleSize)
    .fillColor('#1d2b2a')
    .text(title, left, 20 * MM + (24 - titleSize) / 2, { width: inner, lineBreak: false });
  doc
    .font('bold')
    .fontSize(30)
    .fillColor(colours.accent)
    .text(formatChf(input.valueRappen, input.language), left, 34 * MM, { width: inner });

  let y = 52 * MM;
  for (const [label, value] of [
    [t('for'), input.forName],
    [t('from'), input.fromName],
  ] as const) {
    if (!value) continue;
    doc
      .font('body')
      .fontSize(9)
      .fillColor('#4b5b59')
      .text(label, left, y, { width: 25 * MM });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#1d2b2a')
      .text(value, left + 25 * MM, y - 2, { width: inner - 25 * MM });
    y += 9 * MM;
  }

  // Code and QR code.
  const qrSize = 28 * MM;
  const qrTop = height - qrSize - 28 * MM;
  drawQr(doc, input.code, width - 10 * MM - qrSize, qrTop, qrSize);
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#4b5b59')
    .text(t('code'), left, qrTop + 2 * MM);
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#1d2b2a')
    .text(formatVoucherCode(input.code), left, qrTop + 7 * MM, { characterSpacing: 1.5 });
  doc
    .font('body')
    .fontSize(9)
    .fillColor('#4b5b59')
    .text(`${t('number', { number: input.number })} · ${t('validUntil', { date: formatDay(input.validUntil, input.language) })}`, left, qrTop + 17 * MM, {
      width: inner - qrSize - 4 * MM,
    });

  // How to book, and the practice's address.
  const bookUrl = `${input.publicUrl.replace(/\/$/, '')}/book`;
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor('#1d2b2a')
    .text(t('howToBook', { url: bookUrl, phone: practice.phone.replace(/ /g, '\u00a0') }), left, height - 22 * MM, { width: inner });
  doc
    .fontSize(7.5)
    .fillColor('#4b5b59')
    .text([practice.name, `${practice.street}, ${practice.postalCode} ${practice.city}`, practice.email].join(' · '), left, height - 11 * MM, {
      width: inner,
    });
  doc.end();
  return done;
}

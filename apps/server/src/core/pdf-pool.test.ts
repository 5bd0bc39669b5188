import { SAMPLE_PRACTICE_SETTINGS, qrReferenceOf } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-read.ts';
import { drawInvoicePdf } from '../modules/invoices/index.ts';
import { renderPdf } from './pdf-pool.ts';

const invoice = (number: string): Parameters<typeof drawInvoicePdf>[0] => ({
  language: 'de',
  practice: SAMPLE_PRACTICE_SETTINGS,
  number,
  issuedOn: '2027-01-04',
  dueOn: '2027-02-03',
  customer: { firstName: 'Anna', lastName: 'Meier', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', countryCode: 'CH' },
  lines: [{ date: '2027-01-04', therapy: 'Klassische Massage', durationMinutes: 55, therapist: 'Lea Brunner', therapistZsr: 'K123456', priceRappen: 14000 }],
  target: 'booking',
  paidRappen: 0,
  amountRappen: 14000,
  reference: qrReferenceOf(number),
  account: 'CH4431999123000889012',
  cancelled: false,
});

/** A PDF without the moment it was made: pdfkit writes the clock into its info and derives the file's ID from it. */
const timeless = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

describe('the PDF workers', () => {
  it('draw the same PDF as this thread does', async () => {
    const [there, here] = await Promise.all([renderPdf('invoice', invoice('2027-0001')), drawInvoicePdf(invoice('2027-0001'))]);
    expect(there.subarray(0, 5).toString()).toBe('%PDF-');
    expect(timeless(there)).toBe(timeless(here));
  });

  it('answer every PDF asked for at once with its own', async () => {
    const numbers = Array.from({ length: 8 }, (_, i) => `2027-00${10 + i}`);
    const pdfs = await Promise.all(numbers.map((number) => renderPdf('invoice', invoice(number))));
    pdfs.forEach((pdf, i) => expect(pdfText(pdf)).toContain(numbers[i]));
  });

  it('fail a PDF whose drawing fails, and draw the next', async () => {
    await expect(renderPdf('invoice', { ...invoice('2027-0002'), practice: undefined } as never)).rejects.toThrow(Error);
    await expect(renderPdf('invoice', { ...invoice('2027-0003'), lines: () => [] } as never)).rejects.toThrow(/could not be cloned/);
    expect(pdfText(await renderPdf('invoice', invoice('2027-0004')))).toContain('2027-0004');
  });
});

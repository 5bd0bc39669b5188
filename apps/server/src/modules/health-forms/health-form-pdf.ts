import { HEALTH_QUESTIONS, signaturePngProblem, type HealthAnswers, type PracticeSettings, type Signature } from '@praxis/domain';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';
import { isPrintablePng, signaturePng } from './signature-png.ts';
import { fileNamePart } from '../../lib/send-pdf.ts';

export interface HealthFormPdfInput {
  language: string;
  practice: PracticeSettings;
  customer: { firstName: string | null; lastName: string | null; email: string; birthday: string | null };
  version: number;
  signedAt: Date;
  answers: HealthAnswers;
  signature: Signature;
}

const formatDate = (date: Date, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(date);

/** A printable A4 PDF of one signed health form, in `language`. */
export function renderHealthFormPdf(input: HealthFormPdfInput): Promise<Buffer> {
  return renderPdf('healthForm', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderHealthFormPdf hands it there. */
export function drawHealthFormPdf(input: HealthFormPdfInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('health', input.language, key, values);
  const { doc, done } = createPdfDocument({ margin: 56, title: t('title'), author: input.practice.name });

  const { practice, customer, answers } = input;
  doc.font('bold').fontSize(11).fillColor('#1f7a72').text(practice.name);
  doc.font('body').fontSize(9).fillColor('#6b7b79').text(`${practice.street}, ${practice.postalCode} ${practice.city} · ${practice.phone} · ${practice.email}`);
  doc.moveDown(1.5);
  doc.font('bold').fontSize(18).fillColor('#1d2b2a').text(t('title'));
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#6b7b79')
    .text(t('version', { version: input.version, date: formatDate(input.signedAt, input.language) }));
  doc.moveDown();

  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  doc.fillColor('#1d2b2a').fontSize(11);
  doc
    .font('bold')
    .text(`${t('customer')}: `, { continued: true })
    .font('body')
    .text(name || customer.email);
  if (customer.birthday)
    doc
      .font('bold')
      .text(`${t('birthday')}: `, { continued: true })
      .font('body')
      .text(customer.birthday);
  doc
    .font('bold')
    .text(`${t('email')}: `, { continued: true })
    .font('body')
    .text(customer.email);
  doc.moveDown();

  const row = (question: string, answer: string, details?: string) => {
    doc.font('bold').fontSize(11).text(question);
    doc
      .font('body')
      .fontSize(11)
      .text(details ? `${answer}: ${details}` : answer, { indent: 12 });
    doc.moveDown(0.6);
  };
  row(t('questions.bloodPressure'), t(`bloodPressure.${answers.bloodPressure}`));
  for (const key of HEALTH_QUESTIONS) {
    const item = answers[key];
    row(t(`questions.${key}`), item.answer === 'yes' ? t('yes') : t('no'), item.answer === 'yes' ? item.details : undefined);
  }
  row(t('questions.generalRemarks'), answers.generalRemarks || t('none'));

  doc.moveDown();
  doc.font('bold').text(t('signature'));
  if (input.signature.kind === 'drawn') {
    const { dataUrl } = input.signature;
    // Forms stored before the PNG checks may hold any bytes: print those as unreadable.
    const png = signaturePngProblem(dataUrl) ? null : signaturePng(dataUrl);
    if (png && isPrintablePng(png)) doc.image(png, { fit: [220, 80] });
    else doc.font('body').text(t('signatureUnreadable'));
  } else {
    doc.font('body').text(t('typedSignature', { name: input.signature.name }));
  }
  doc.moveDown();
  doc.font('body').fontSize(8).fillColor('#6b7b79').text(t('confidential'));
  doc.end();
  return done;
}

/** The PDF's file name, with the customer's name in it (specification section 2). */
export function healthFormFileName(language: string, customer: { firstName: string | null; lastName: string | null }): string {
  const name = fileNamePart(customer);
  return `${serverText('health', language, 'fileName')}${name ? `-${name}` : ''}.pdf`;
}

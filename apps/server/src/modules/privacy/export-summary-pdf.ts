import { formatChf, streetLine, type PracticeSettings } from '@praxis/domain';
import { renderPdf } from '../../core/pdf-pool.ts';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { mailText, serverText } from '../../lib/server-texts.ts';
import type { readCustomerData } from './privacy.repo.ts';

type Data = Awaited<ReturnType<typeof readCustomerData>>;
type Profile = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  phone: string | null;
  birthday: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  location: string | null;
  countryCode: string | null;
  healthInsurer: string | null;
  language: string;
  createdAt: Date;
};

const MM = 72 / 25.4;

/** What the export's summary PDF shows. */
export type ExportSummaryInput = {
  language: string;
  practice: PracticeSettings;
  profile: Profile;
  bookings: Data['bookings'];
  now: Date;
};

/** The readable part of the export: the profile and every booking, as an A4 PDF in `language`. */
export function renderExportSummaryPdf(input: ExportSummaryInput): Promise<Buffer> {
  return renderPdf('exportSummary', input);
}

/** Draws it, on a PDF worker (`core/pdf-pool.ts`): renderExportSummaryPdf hands it there. */
export function drawExportSummaryPdf(input: ExportSummaryInput): Promise<Buffer> {
  const { language, practice, profile } = input;
  const t = (key: string, values?: Record<string, string | number>) => mailText(language, `dataExport.summary.${key}`, values);
  const when = (date: Date, time = true) =>
    new Intl.DateTimeFormat(`${language}-CH`, { dateStyle: 'medium', ...(time ? { timeStyle: 'short' } : {}), timeZone: 'Europe/Zurich' }).format(date);
  const { doc, done } = createPdfDocument({ margin: 15 * MM, title: t('title', { practiceName: practice.name }), author: practice.name });
  const left = 15 * MM;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor('#1f7a72')
    .text(practice.name, left, 14 * MM);
  doc.font('body').fontSize(8).fillColor('#4b5b59').text(`${practice.street}, ${practice.postalCode} ${practice.city}`);
  doc.moveDown(0.8);
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#1d2b2a')
    .text(t('title', { practiceName: practice.name }));
  doc
    .font('body')
    .fontSize(9)
    .text(t('generated', { date: when(input.now) }));
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(t('profile'));
  doc.moveDown(0.3);
  const address = [streetLine(profile), [profile.postalCode, profile.location].filter(Boolean).join(' '), profile.countryCode].filter(Boolean).join(', ');
  const fields: Array<[string, string | null]> = [
    ['name', [profile.firstName, profile.lastName].filter(Boolean).join(' ')],
    ['email', profile.email],
    ['phone', profile.phone],
    ['birthday', profile.birthday],
    ['address', address],
    ['insurer', profile.healthInsurer],
    ['language', profile.language],
    ['created', when(profile.createdAt, false)],
  ];
  for (const [key, value] of fields) {
    doc
      .font('bold')
      .fontSize(9)
      .text(`${t(`fields.${key}`)}: `, { continued: true });
    doc.font('body').text(value || '—');
  }
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(t('bookings'));
  doc.moveDown(0.3);
  if (input.bookings.length === 0) doc.font('body').fontSize(9).text(t('none'));
  for (const booking of input.bookings) {
    if (doc.y > doc.page.height - 25 * MM) doc.addPage();
    const therapy = serverText('therapies', language, `items.${booking.therapyLabelKey}.name`);
    const state = booking.cancelledAt ? t('cancelled', { date: when(booking.cancelledAt, false) }) : '';
    doc
      .font('body')
      .fontSize(9)
      .text(
        `${when(booking.startsAt)} · ${therapy} · ${booking.durationMinutes} min · ${formatChf(booking.priceRappen, language)}${state ? ` · ${state}` : ''}`,
        left,
      );
  }
  doc.end();
  return done;
}

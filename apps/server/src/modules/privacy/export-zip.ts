import { bodyOutlineSvg, drawingSvg, healthAnswersSchema, storedSignatureSchema, type DrawingView, type PracticeSettings, type Stroke } from '@praxis/domain';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { renderHealthFormPdf } from '../health-forms/index.ts';
import { renderExportSummaryPdf } from './export-summary-pdf.ts';
import type { UserRow } from '../users/index.ts';
import type { readCustomerData } from './privacy.repo.ts';

type Person = UserRow;
type Data = Awaited<ReturnType<typeof readCustomerData>>;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A stored file's name as a ZIP entry: no folders, no control or reserved characters. */
export function zipEntryName(id: number, fileName: string, extension: string): string {
  const base = fileName
    .normalize('NFC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 120);
  const ext = extension.replace(/[^a-z0-9]/gi, '').slice(0, 10);
  const named = base || 'file';
  return `files/${id}-${ext && !named.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${named}.${ext}` : named}`;
}

/**
 * Everything the practice holds about a customer as one ZIP: the profile and bookings as JSON and
 * as a readable PDF, payments, invoices, receipts, vouchers and waiting-list requests as JSON, every health form version
 * (JSON and PDF), every journal version, each drawing view as SVG, and the customer's files under
 * `files/`. The password hash and staff-only bookkeeping fields are left out of the profile.
 */
export async function buildExportZip(input: { person: Person; data: Data; practice: PracticeSettings; now: Date }): Promise<Uint8Array> {
  const { person, data, practice, now } = input;
  const language = person.language;
  const { passwordHash: _hash, activeRoleIds: _roles, ...profile } = person;
  const entries: Zippable = {
    'profile.json': json(profile),
    'bookings.json': json(data.bookings),
    'payments.json': json(data.payments),
    'invoices.json': json(data.invoices),
    'receipts.json': json(data.receipts),
    'vouchers.json': json(data.vouchers),
    'waitlist.json': json(data.waitlist),
    'summary.pdf': await renderExportSummaryPdf({ language, practice, profile: person, bookings: data.bookings, now }),
  };
  for (const form of data.healthForms) {
    entries[`health-forms/health-form-v${form.version}.json`] = json(form);
    const answers = healthAnswersSchema.safeParse(form.answers);
    const signature = storedSignatureSchema.safeParse(form.signature);
    if (answers.success && signature.success)
      entries[`health-forms/health-form-v${form.version}.pdf`] = await renderHealthFormPdf({
        language,
        practice,
        customer: person,
        version: form.version,
        signedAt: form.signedAt,
        answers: answers.data,
        signature: signature.data,
      });
  }
  for (const version of data.journalVersions) entries[`journals/booking-${version.bookingId}-v${version.version}.json`] = json(version);
  for (const drawing of data.drawings)
    entries[`drawings/booking-${drawing.bookingId}-${drawing.view}.svg`] = strToU8(
      drawingSvg(drawing.strokes as Stroke[], bodyOutlineSvg(drawing.view as DrawingView)),
    );
  for (const { file, content } of data.files)
    if (content) entries[zipEntryName(file.id, file.fileName, file.extension)] = new Uint8Array(Buffer.from(content, 'base64'));
  entries['files.json'] = json(data.files.map(({ file }) => file));
  return zipSync(entries, { level: 6, mtime: now });
}

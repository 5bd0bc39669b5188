import { formatChf, type PracticeSettings } from '@praxis/domain';
import { createPdfDocument } from '../../lib/pdf-document.ts';
import { serverText } from '../../lib/server-texts.ts';

const MM = 72 / 25.4;

export interface ReceiptPdfInput {
  language: string;
  practice: PracticeSettings;
  /** Null: a preview, not yet issued. */
  number: string | null;
  issuedOn: string;
  reason: string;
  patient: { name: string; street: string; postalCode: string; city: string; birthday: string; insurer: string | null };
  lines: Array<{
    date: string;
    position: string;
    description: string;
    units: number;
    unitPrice: string;
    amountRappen: number;
    provider: { name: string; zsr: string; emr: string };
  }>;
  totalRappen: number;
  paid: { date: string; typeId: number };
}

const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(`${language}-CH`, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** A Tarif 590 reimbursement receipt (A4): practice, therapists, patient, law VVG, reason, one line per treatment, total, paid. */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string | number>) => serverText('invoice', input.language, `receipt.${key}`, values);
  const { practice, patient } = input;
  const { doc, done } = createPdfDocument({ margin: 18 * MM, title: `${t('title')} ${input.number ?? t('preview')}`, author: practice.name });
  const left = 18 * MM;
  const width = 174 * MM;
  const chf = (rappen: number) => formatChf(rappen, input.language);

  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#1d2b2a')
    .text(t('title'), left, 18 * MM);
  doc.font('body').fontSize(9).fillColor('#4b5b59').text(t('tariff'));
  doc.moveDown(0.3);
  doc
    .fillColor('#1d2b2a')
    .font('bold')
    .text(`${t('number')}: `, { continued: true })
    .font('body')
    .text(input.number ?? t('preview'));
  doc
    .font('bold')
    .text(`${t('issuedOn')}: `, { continued: true })
    .font('body')
    .text(formatDay(input.issuedOn, input.language));
  doc.moveDown(0.8);

  // Practice and patient side by side.
  const top = doc.y;
  const block = (title: string, lines: string[], x: number) => {
    doc
      .font('bold')
      .fontSize(9)
      .text(title, x, top, { width: width / 2 - 6 });
    doc.font('body').text(lines.filter(Boolean).join('\n'), { width: width / 2 - 6 });
    return doc.y;
  };
  const practiceBottom = block(
    t('practice'),
    [practice.legalName || practice.name, practice.street, `${practice.postalCode} ${practice.city}`, practice.zsr ? `${t('zsr')} ${practice.zsr}` : ''],
    left,
  );
  const patientBottom = block(
    t('patient'),
    [
      patient.name,
      patient.street,
      `${patient.postalCode} ${patient.city}`,
      `${t('birthday')}: ${formatDay(patient.birthday, input.language)}`,
      patient.insurer ? `${t('insurer')}: ${patient.insurer}` : '',
      `${t('law')}: VVG`,
      `${t('reason')}: ${t(`reasons.${input.reason}`)}`,
    ],
    left + width / 2,
  );
  doc.y = Math.max(practiceBottom, patientBottom) + 10;

  // Providers (the therapists of the lines).
  const providers = [...new Map(input.lines.map((line) => [line.provider.zsr, line.provider])).values()];
  doc.font('bold').text(t('provider'), left, doc.y, { width });
  doc.font('body').text(providers.map((p) => `${p.name} · ${t('zsr')} ${p.zsr} · ${t('emr')} ${p.emr}`).join('\n'), { width });
  doc.moveDown(0.8);

  const columns = [
    { key: 'date', width: 22 * MM, align: 'left' },
    { key: 'position', width: 20 * MM, align: 'left' },
    { key: 'description', width: 54 * MM, align: 'left' },
    { key: 'units', width: 24 * MM, align: 'right' },
    { key: 'unitPrice', width: 26 * MM, align: 'right' },
    { key: 'amount', width: 28 * MM, align: 'right' },
  ] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'bold' : 'body').fontSize(8.5);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 3;
  };
  row(
    columns.map((c) => t(`columns.${c.key}`)),
    true,
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#9aa7a5')
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
  for (const line of input.lines) {
    row([formatDay(line.date, input.language), line.position, line.description, String(line.units), line.unitPrice, chf(line.amountRappen)]);
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.y += 4;
  row(['', '', t('total'), '', '', chf(input.totalRappen)], true);
  doc.moveDown(0.6);
  doc
    .font('body')
    .fontSize(9)
    .text(t('paid', { date: formatDay(input.paid.date, input.language), method: t(`methods.${input.paid.typeId}`) }), left, doc.y, { width });
  doc.moveDown(0.6);
  doc.fontSize(8).fillColor('#4b5b59').text(t('note'), { width });
  doc.end();
  return done;
}

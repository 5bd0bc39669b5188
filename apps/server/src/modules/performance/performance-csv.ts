import { csvChf, csvRow, DEFAULT_LANGUAGE, isLanguage, type Language, type PerformanceReport } from '@praxis/domain';
import { stringify } from 'csv-stringify/sync';
import de from '../../locales/de/performance.json' with { type: 'json' };
import en from '../../locales/en/performance.json' with { type: 'json' };
import es from '../../locales/es/performance.json' with { type: 'json' };
import fr from '../../locales/fr/performance.json' with { type: 'json' };
import it from '../../locales/it/performance.json' with { type: 'json' };
import ru from '../../locales/ru/performance.json' with { type: 'json' };

const TEXTS: Record<Language, typeof de> = { de, en, fr, it, ru, es };

type Figures = PerformanceReport['totals'];
type Column = keyof typeof de.csv.columns;

const hours = (minutes: number) => (minutes / 60).toFixed(2);
const percent = (share: number | null) => (share === null ? '' : (share * 100).toFixed(1));

/** The columns after the month, each with how a figure becomes its field. */
const FIELDS: Array<[Exclude<Column, 'month'>, (f: Figures) => string | number]> = [
  ['treatments', (f) => f.treatments],
  ['therapyHours', (f) => hours(f.therapyMinutes)],
  ['bookedHours', (f) => hours(f.bookedMinutes)],
  ['planHours', (f) => hours(f.planMinutes)],
  ['utilisation', (f) => percent(f.utilisation)],
  ['listPrice', (f) => csvChf(f.listPriceRappen)],
  ['discount', (f) => csvChf(f.discountRappen)],
  ['paid', (f) => csvChf(f.paidRappen)],
  ['paidByCard', (f) => csvChf(f.paidByCardRappen)],
  ['invoicedOpen', (f) => csvChf(f.invoicedOpenRappen)],
  ['cancelled', (f) => f.cancelled],
  ['cancelledCharged', (f) => f.cancelledCharged],
  ['cancelledCharges', (f) => csvChf(f.cancelledChargeRappen)],
];

/**
 * The report as a CSV file for spreadsheets: UTF-8 with a byte order mark, `;` between fields,
 * CRLF line ends; a header row in `language`, a row per month (YYYY-MM), a totals row. Hours and
 * CHF with 2 decimals and a point, utilisation in percent with 1; every field escaped against
 * formulas (`csvRow`).
 */
export function performanceCsv(report: PerformanceReport, language: string): { csv: string; fileName: string } {
  const texts = TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE].csv;
  const line = (label: string, figures: Figures) => csvRow([label, ...FIELDS.map(([, field]) => field(figures))]);
  const records = [
    csvRow([texts.columns.month, ...FIELDS.map(([key]) => texts.columns[key])]),
    ...report.months.map((m) => line(m.month, m)),
    line(texts.total, report.totals),
  ];
  const csv = stringify(records, { delimiter: ';', bom: true, record_delimiter: 'windows' });
  const first = report.months[0]?.month ?? '';
  const last = report.months.at(-1)?.month ?? '';
  return { csv, fileName: `${texts.fileName}-${first}-${last}.csv` };
}

/**
 * Fields of exported CSV files. A spreadsheet takes a cell starting with `=`, `+`, `-` or `@` (and,
 * in some programs, a tab or carriage return) for a formula; a name or text typed by a customer
 * could then run one on the accountant's computer (CSV injection, OWASP). Such a field is
 * prefixed with `'`, which spreadsheets show as text. The CSV library quotes and joins the fields.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field as text: null and undefined empty, numbers as written, a formula-leading text prefixed with `'`. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every field of a row through `csvCell`. */
export const csvRow = (values: ReadonlyArray<string | number | null | undefined>): string[] => values.map(csvCell);

/** Rappen as francs with 2 decimals and a point, no grouping ("1234.50", "-10.00"): a CSV amount. */
export function csvChf(rappen: number): string {
  if (!Number.isInteger(rappen)) throw new RangeError(`not whole Rappen: ${rappen}`);
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

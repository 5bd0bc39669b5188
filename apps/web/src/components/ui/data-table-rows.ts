/** A value a column sorts by; empty values (null, undefined, '') always sort last. */
export type SortValue = string | number | boolean | Date | null | undefined;

export type SortDirection = 'ascending' | 'descending';

/** The sorted column and its direction. */
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/** An action offered on every row (hidden or disabled per row). */
export interface DataTableAction<Row> {
  /** Already translated. */
  label: string;
  onAction: (row: Row) => void;
  color?: string;
  disabled?: (row: Row) => boolean;
  hidden?: (row: Row) => boolean;
}

/** The text a row is found by: one string or several (empty parts are skipped). */
export type FilterText = string | readonly (string | null | undefined)[];

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** Lower case without accents ("Zoë Müller" → "zoe muller", "ß" → "ss"): how the filter compares. */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

function compareValues(a: NonNullable<SortValue>, b: NonNullable<SortValue>, collator: Intl.Collator): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * `rows` ordered by `value` in `direction`; the sort is stable and puts empty values last in
 * both directions. Texts compare by `collator` (language-aware, numbers by value: "2" < "10").
 */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => SortValue, direction: SortDirection, collator: Intl.Collator): Row[] {
  const keyed = rows.map((row, index) => ({ row, index, value: value(row) }));
  keyed.sort((x, y) => {
    const emptyX = isEmpty(x.value);
    const emptyY = isEmpty(y.value);
    if (emptyX || emptyY) return emptyX === emptyY ? x.index - y.index : emptyX ? 1 : -1;
    const order = compareValues(x.value!, y.value!, collator);
    return (direction === 'descending' ? -order : order) || x.index - y.index;
  });
  return keyed.map((entry) => entry.row);
}

/**
 * The rows whose text contains every word of `query`, ignoring case and accents
 * ("muller zoe" finds "Zoë Müller").
 */
export function filterRows<Row>(rows: readonly Row[], text: (row: Row) => FilterText, query: string): readonly Row[] {
  const words = normaliseText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => {
    const value = text(row);
    const haystack = normaliseText(typeof value === 'string' ? value : value.filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}

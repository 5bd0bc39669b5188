// Francs typed as text ("20", "20.5", "20.05", "20,05") to Rappen and back, in integers only: no binary fraction can creep in.
const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** Rappen from a typed franc amount, or null when it is no amount with at most 2 decimals. */
export function parseChfInput(text: string): number | null {
  const match = AMOUNT.exec(text.trim().replaceAll("'", ''));
  if (!match) return null;
  const [, francs = '0', cents = ''] = match;
  return Number(francs) * 100 + Number(cents.padEnd(2, '0'));
}

/** Rappen as francs with 2 decimals for an input ("20.00"). */
export function formatChfInput(rappen: number): string {
  return `${Math.trunc(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;
}

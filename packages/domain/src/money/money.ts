/**
 * Money is integer Rappen (1 CHF = 100 Rappen) everywhere in code and in the database;
 * only the screen shows francs.
 */

/** Converts whole or decimal francs to Rappen, rounding half away from zero to the Rappen. */
export function chfToRappen(chf: number): number {
  if (!Number.isFinite(chf)) throw new RangeError(`not a finite amount: ${chf}`);
  return Math.sign(chf) * Math.round(Math.abs(chf) * 100);
}

// Francs typed as text ("20", "20.5", "20,05", "1'000.05"), read in integers: no binary fraction creeps in.
const TYPED_AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** Rappen from a non-negative franc amount typed in a form, or null when it is no amount with at most 2 decimals. */
export function parseChfInput(text: string): number | null {
  const match = TYPED_AMOUNT.exec(text.trim().replaceAll("'", ''));
  if (!match) return null;
  const [, francs = '0', cents = ''] = match;
  return Number(francs) * 100 + Number(cents.padEnd(2, '0'));
}

/** Non-negative Rappen as francs with 2 decimals for a form input ("20.00"). */
export function formatChfInput(rappen: number): string {
  return `${Math.trunc(rappen / 100)}.${String(rappen % 100).padStart(2, '0')}`;
}

/**
 * Formats Rappen as CHF with 2 decimals in the locale of `language` ("CHF 75.00", "75,00 CHF").
 * A negative amount carries the typographic minus (U+2212) right before its digits, never glued
 * to the currency: "CHF −14.00", "−14.00 CHF" (the locales' own "CHF-14.00" reads as a dash).
 */
export function formatChf(rappen: number, language = 'de'): string {
  // Making the formatter costs far more than using it; price lists and PDFs format many amounts.
  let format = chfFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(`${language}-CH`, { style: 'currency', currency: 'CHF', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    chfFormats.set(language, format);
  }
  // NOTE: Math.abs keeps -0 (a credit of less than half a Rappen) from printing a minus.
  const text = format.format(Math.abs(rappen) / 100);
  if (!(rappen < 0)) return text;
  const digits = text.search(/\d/);
  return `${text.slice(0, digits)}${MINUS}${text.slice(digits)}`;
}
const MINUS = '\u2212';
const chfFormats = new Map<string, Intl.NumberFormat>();

/**
 * The price per 5 minutes of treatment in CHF with exactly 5 decimals, as a plain decimal string
 * ("12.72727"). Computed in integer units of 0.00001 CHF so no binary fraction leaks in; halves
 * round up.
 */
export function pricePerFiveMinutes(priceRappen: number, durationMinutes: number): string {
  if (!Number.isInteger(priceRappen) || priceRappen < 0) throw new RangeError('price must be whole Rappen');
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) throw new RangeError('duration must be positive minutes');
  // Rappen -> 1e-5 CHF is a factor 1000; per 5 minutes multiplies by 5.
  const numerator = BigInt(priceRappen) * 5000n;
  const denominator = BigInt(durationMinutes);
  const units = (numerator * 2n + denominator) / (denominator * 2n);
  const whole = units / 100000n;
  const fraction = (units % 100000n).toString().padStart(5, '0');
  return `${whole}.${fraction}`;
}

/**
 * The smallest coin is 5 Rappen (1- and 2-Rappen coins were withdrawn in 1978 and 2007), so a
 * till takes and gives only multiples of 5 Rappen; card, Twint, invoices and vouchers stay exact.
 */
export const CASH_STEP_RAPPEN = 5;

/** Whether whole Rappen can change hands in cash: a multiple of 5 Rappen (negative ones too). */
export const isCashAmount = (rappen: number) => Number.isInteger(rappen) && rappen % CASH_STEP_RAPPEN === 0;

/**
 * Rappen rounded to 5 as Swiss tills do ("kaufmännische Rundung"): 2.5 Rappen and up round up,
 * less rounds down (143.34 → 143.35, 139.97 → 139.95); a negative amount mirrors a positive one.
 */
export function roundToCash(rappen: number): number {
  if (!Number.isFinite(rappen)) throw new RangeError(`not a finite amount: ${rappen}`);
  const rounded = Math.sign(rappen) * Math.round(Math.abs(rappen) / CASH_STEP_RAPPEN) * CASH_STEP_RAPPEN;
  // NOTE: Math.sign keeps −0 for −1 or −2 Rappen; nothing is no sign.
  return rounded === 0 ? 0 : rounded;
}

import { formatInvoiceNumber, LIMITS, normalizeVoucherCode, VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@praxis/domain';

/** A booking number's digits after the year ("2027-00012"), at least. */
const BOOKING_DIGITS = 5;
/** An invoice's, receipt's or voucher's digits after the year ("2027-0042"), at least. */
const DOCUMENT_DIGITS = 4;
/** The fewest digits of a phone number, or characters of a voucher code, the search looks for. */
const MIN_PHONE_DIGITS = 4;
const MIN_CODE_CHARACTERS = 4;

/** What one typed text is looked for as; a part that does not fit the text is null and not searched. */
export interface SearchTerms {
  /**
   * What a customer is looked for by: the text as typed (names and e-mail addresses contain it, in
   * any case) and the digits of a phone number (without leading zeros or the Swiss 41) if it is one;
   * null for a booking or document number with its dash ("2027-00012", "2027-"), which no name holds.
   */
  customer: { text: string; phoneDigits: string | null } | null;
  /**
   * A booking number or its start, in its year: the number itself (`exact`: "2027-12" also finds
   * 2027-00012) and the range of the numbers whose five digits start so (2027-12000 to 2027-12999).
   */
  booking: { year: number; exact: number | null; from: number; to: number } | null;
  /** An invoice, receipt or voucher number or its start ("2027-00" finds 2027-0001 to 2027-0099), and the number it may mean in full ("2027-12": 2027-0012). */
  document: { prefix: string; exact: string | null } | null;
  /** The start of a voucher code as stored: upper case, without dashes or spaces. */
  voucherCode: string | null;
}

const NUMBER = /^(\d{4})(?:-(\d{0,9}))?$/;
const PHONE = /^[+\d\s()./-]+$/;

/** The terms of a search text (already trimmed, 2 to 100 characters). */
export function searchTerms(text: string): SearchTerms {
  const compact = text.replace(/\s+/g, '');
  const numbers = numberTerms(compact);
  const customer = numbers.booking && compact.includes('-') ? null : { text, phoneDigits: phoneDigitsOf(text) };
  return { customer, ...numbers, voucherCode: voucherCodeStart(text) };
}

function phoneDigitsOf(text: string): string | null {
  if (!PHONE.test(text)) return null;
  let digits = text.replace(/\D/g, '').replace(/^0+/, '');
  // "+41 79 123 45 67" finds "079 123 45 67" too: the country code of a Swiss number is left out.
  if (digits.startsWith('41') && digits.length > 9) digits = digits.slice(2);
  return digits.length >= MIN_PHONE_DIGITS ? digits : null;
}

function numberTerms(compact: string): Pick<SearchTerms, 'booking' | 'document'> {
  const match = NUMBER.exec(compact);
  if (!match) return { booking: null, document: null };
  const year = Number(match[1]);
  if (year < LIMITS.firstYear || year > LIMITS.lastYear) return { booking: null, document: null };
  const digits = match[2] ?? '';
  const value = digits ? Number(digits) : 0;
  const exact = value > 0 ? value : null;
  let booking: SearchTerms['booking'];
  if (digits.length >= BOOKING_DIGITS) booking = { year, exact, from: value, to: value };
  else {
    const scale = 10 ** (BOOKING_DIGITS - digits.length);
    booking = { year, exact, from: value * scale, to: (value + 1) * scale - 1 };
  }
  const document = { prefix: compact, exact: exact !== null && digits.length < DOCUMENT_DIGITS ? formatInvoiceNumber(year, exact) : null };
  return { booking, document };
}

function voucherCodeStart(text: string): string | null {
  const code = normalizeVoucherCode(text);
  if (code.length < MIN_CODE_CHARACTERS || code.length > VOUCHER_CODE_LENGTH) return null;
  return [...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c)) ? code : null;
}

/**
 * Swiss and Liechtenstein IBANs (21 characters: country, check digits, 5-digit institution id,
 * 12-character account). A QR-IBAN is an IBAN whose institution id lies in 30000–31999: only it
 * may carry a QR reference on a QR-bill.
 */
const SWISS_IBAN = /^(CH|LI)\d{7}[A-Z0-9]{12}$/;
const QR_IID_FIRST = 30000;
const QR_IID_LAST = 31999;

/** The IBAN as the machine reads it: no spaces, capitals. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: the rearranged number, letters as 10…35, modulo 97 is 1. */
function hasValidCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A CH or LI IBAN with valid check digits (spaces and lower case allowed). */
export function isSwissIban(value: string): boolean {
  const iban = normalizeIban(value);
  return SWISS_IBAN.test(iban) && hasValidCheckDigits(iban);
}

/** A Swiss IBAN whose institution id marks it as a QR-IBAN. */
export function isQrIban(value: string): boolean {
  if (!isSwissIban(value)) return false;
  const iid = Number(normalizeIban(value).slice(4, 9));
  return iid >= QR_IID_FIRST && iid <= QR_IID_LAST;
}

/** In groups of four, as printed on invoices. */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

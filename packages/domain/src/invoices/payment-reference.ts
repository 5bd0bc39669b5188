/**
 * The references of a Swiss QR-bill (Swiss Payment Standards, "Implementation Guidelines for the
 * QR-bill"): a QR reference (`QRR`, 27 digits with a recursive modulo-10 check digit) goes with a
 * QR-IBAN; a creditor reference (`SCOR`, ISO 11649 "RF" with modulo 97-10 check digits) with a plain
 * IBAN.
 */

// The table of the recursive modulo 10 (ISR/QRR check digit).
const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

/** The recursive modulo-10 check digit of a string of digits. */
export function mod10CheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError('digits only');
  let carry = 0;
  for (const digit of digits) carry = MOD10_TABLE[(carry + Number(digit)) % 10]!;
  return (10 - carry) % 10;
}

/** True for 27 digits whose last is the check digit of the other 26. */
export function isQrReference(reference: string): boolean {
  const compact = reference.replace(/\s/g, '');
  return /^\d{27}$/.test(compact) && mod10CheckDigit(compact.slice(0, 26)) === Number(compact[26]);
}

/** The QR reference of an invoice number ("2027-0042"): its digits, zeros before them to 26, and the check digit. */
export function qrReferenceOf(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 26) throw new RangeError(`no QR reference for ${invoiceNumber}`);
  const body = digits.padStart(26, '0');
  return `${body}${mod10CheckDigit(body)}`;
}

// ISO 7064 MOD 97-10 over letters as 10..35, digit by digit so no big integers are needed.
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = Number.parseInt(char, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The creditor reference (ISO 11649) of a reference part of 1 to 21 letters or digits: "RF" + 2 check digits + the part. */
export function scorReferenceOf(part: string): string {
  const compact = part.replace(/\s/g, '').toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(compact)) throw new RangeError(`no creditor reference for ${part}`);
  const check = 98 - mod97(`${compact}RF00`);
  return `RF${String(check).padStart(2, '0')}${compact}`;
}

/** True for "RF", two check digits and 1 to 21 letters or digits that pass ISO 7064 MOD 97-10. */
export function isScorReference(reference: string): boolean {
  const compact = reference.replace(/\s/g, '').toUpperCase();
  return /^RF\d{2}[0-9A-Z]{1,21}$/.test(compact) && mod97(`${compact.slice(4)}${compact.slice(0, 4)}`) === 1;
}

/** A reference in blocks as printed on the bill: QRR in 2 + 5×5 digits, SCOR in groups of 4. */
export function formatReference(reference: string): string {
  if (isQrReference(reference)) return `${reference.slice(0, 2)} ${reference.slice(2).replace(/(\d{5})(?=\d)/g, '$1 ')}`;
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Voucher codes: 12 characters grouped 4-4-4 ("K7QM-XR3D-9HTP"), 11 random and a check character,
 * from an alphabet without look-alikes (no 0/O, 1/I/L). 31^11 ≈ 2.5·10^16 codes: guessing one of a
 * few thousand issued vouchers takes billions of tries. Compared case-insensitively, without dashes.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = VOUCHER_CODE_ALPHABET.length;
const RANDOM_LENGTH = 11;
export const VOUCHER_CODE_LENGTH = RANDOM_LENGTH + 1;

/**
 * The check character: the sum of each character's value times its position (1 to 11), modulo 31.
 * 31 is prime and the weights differ, so every single wrong character and every swap of two
 * neighbours (the check character included) changes it.
 */
export function voucherCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = VOUCHER_CODE_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new RangeError(`not a voucher code character: ${body[i]}`);
    sum += (i + 1) * value;
  }
  return VOUCHER_CODE_ALPHABET[sum % BASE]!;
}

/**
 * A new code from `randomBytes` (crypto random in production). Bytes of 248 and above are skipped
 * so that every character is equally likely (248 = 8 × 31).
 */
export function generateVoucherCode(randomBytes: (count: number) => Uint8Array): string {
  let body = '';
  while (body.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte >= 248 || body.length === RANDOM_LENGTH) continue;
      body += VOUCHER_CODE_ALPHABET[byte % BASE];
    }
  }
  return body + voucherCheckCharacter(body);
}

/** A code as typed ("k7qm xr3d-9htp") as stored: upper case, no dashes or spaces. */
export const normalizeVoucherCode = (input: string) => input.toUpperCase().replace(/[\s-]+/g, '');

/** Whether a (normalized) code has the length, the alphabet and a matching check character. */
export function isVoucherCode(code: string): boolean {
  if (code.length !== VOUCHER_CODE_LENGTH || [...code].some((c) => !VOUCHER_CODE_ALPHABET.includes(c))) return false;
  return voucherCheckCharacter(code.slice(0, RANDOM_LENGTH)) === code[RANDOM_LENGTH];
}

/** "K7QMXR3D9HTP" as printed: "K7QM-XR3D-9HTP". */
export const formatVoucherCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

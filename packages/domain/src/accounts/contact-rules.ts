/**
 * The phone rule of specification section 5, after removing spaces: +41 exactly 12 characters,
 * 0041 exactly 13, another + at least 12, another 00 at least 13, otherwise 10 or 11. Only digits
 * may follow an optional leading +.
 */
export function isValidPhone(raw: string): boolean {
  const phone = raw.replace(/\s+/g, '');
  if (!/^\+?\d+$/.test(phone)) return false;
  if (phone.startsWith('+41')) return phone.length === 12;
  if (phone.startsWith('0041')) return phone.length === 13;
  if (phone.startsWith('+')) return phone.length >= 12;
  if (phone.startsWith('00')) return phone.length >= 13;
  return phone.length === 10 || phone.length === 11;
}

/** Something, an @, something, a dot, something, and no spaces (specification section 5). */
export function isValidEmail(raw: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) && raw.length <= 254;
}

/** The e-mail as stored and compared: trimmed and lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * An address inside this site to go to after a login ("/bookings?x=1"); anything else (another
 * host, a protocol-relative "//host") becomes "/".
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}

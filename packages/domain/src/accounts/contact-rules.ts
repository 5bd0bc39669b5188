import { LIMITS } from '../validation/limits.ts';
import { isPlainLine } from '../validation/text-rules.ts';

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

// One character class, no quantifier: one pass over the input, however long.
const SPACE = /\s/;

/**
 * Something, an @, something, a dot, something, and no spaces or control characters (specification
 * section 5), at most 254 characters. NOTE: checked by position, not by a pattern with repeats, so
 * a long input cannot make it backtrack; the length is checked first.
 */
export function isValidEmail(raw: string): boolean {
  if (raw.length > LIMITS.email || SPACE.test(raw) || !isPlainLine(raw)) return false;
  const at = raw.indexOf('@');
  if (at < 1 || raw.indexOf('@', at + 1) !== -1) return false;
  const dot = raw.indexOf('.', at + 2);
  return dot !== -1 && dot < raw.length - 1;
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

import { randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;

/** A new secret of 20 random bytes (160 bits, the RFC's recommendation), base32. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth URI an authenticator app scans, and the same as a QR code (SVG, made here: no network). */
export function totpEnrolment(secret: string, issuer: string, account: string): { uri: string; qrSvg: string } {
  const uri = generateURI({ issuer, label: account, secret });
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * The time step `code` belongs to if it is valid at `now` within one step either side and
 * newer than `afterStep` (the last accepted one: a code is never taken twice), else null.
 */
export async function acceptedStep(secret: string, code: string, now: Date, afterStep: number): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: TOTP_STEP_SECONDS, afterTimeStep: afterStep });
  return result.valid ? Math.floor(epoch / TOTP_STEP_SECONDS) + result.delta : null;
}

/** The code of `secret` at `at` (tests, and the demo's documentation). */
export const totpCode = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A recovery code: 10 base32 letters and digits (50 bits), shown as `abcde-fghij`. */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const raw = Array.from(randomBytes(10), (byte) => alphabet[byte % 32]).join('');
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

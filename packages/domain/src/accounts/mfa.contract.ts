import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { sessionUserSchema } from './account-schemas.ts';

/** How many one-time recovery codes a confirmed second factor comes with. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code of an authenticator app; spaces are ignored ('invalidMfaCode'). */
export const mfaCodeSchema = z
  .string()
  .max(20, { message: 'invalidMfaCode', abort: true })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'invalidMfaCode'));

/** A recovery code as shown (`abcde-fghij`); case, spaces and the dash are ignored ('invalidRecoveryCode'). */
export const recoveryCodeSchema = z
  .string()
  .max(30, { message: 'invalidRecoveryCode', abort: true })
  .transform((code) => code.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'invalidRecoveryCode'));

export const mfaCodeInputSchema = z.object({ code: mfaCodeSchema });
export type MfaCodeInput = z.input<typeof mfaCodeInputSchema>;
export const recoveryCodeInputSchema = z.object({ code: recoveryCodeSchema });
export type RecoveryCodeInput = z.input<typeof recoveryCodeInputSchema>;

/** A new secret to scan: the otpauth URI, the same as a QR code (SVG) and as text to type. */
export const mfaSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

const userAnswer = z.object({ user: sessionUserSchema });

export const mfaSetupContract = operation({ method: 'POST', path: '/api/account/mfa/setup', response: { 200: mfaSetupSchema } });
/** The first code confirms the secret; the recovery codes are shown this once. */
export const mfaConfirmContract = operation({
  method: 'POST',
  path: '/api/account/mfa/confirm',
  body: mfaCodeInputSchema,
  response: { 200: userAnswer.extend({ recoveryCodes: z.array(z.string()) }) },
});
export const mfaVerifyContract = operation({ method: 'POST', path: '/api/account/mfa/verify', body: mfaCodeInputSchema, response: { 200: userAnswer } });
export const mfaRecoveryContract = operation({
  method: 'POST',
  path: '/api/account/mfa/recovery',
  body: recoveryCodeInputSchema,
  response: { 200: userAnswer.extend({ recoveryCodesLeft: z.number().int() }) },
});
export const mfaDisableContract = operation({ method: 'POST', path: '/api/account/mfa/disable', body: mfaCodeInputSchema, response: { 200: userAnswer } });
export const mfaResetContract = operation({
  method: 'DELETE',
  path: '/api/admin/users/:id/mfa',
  params: idParams,
  response: { 200: successSchema },
});

import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { ROLES, type RoleName } from '../roles/roles.ts';
import { LIMITS } from '../validation/limits.ts';
import { boundedText, secretText } from '../validation/input-schemas.ts';
import { isPlainLine } from '../validation/text-rules.ts';
import { isValidEmail, normalizeEmail } from './contact-rules.ts';

/**
 * An e-mail address, normalized; the message key is translated by the UI. NOTE: the length is
 * checked before anything else reads the input.
 */
export const emailSchema = z
  .string()
  .max(LIMITS.email, { message: 'invalidEmail', abort: true })
  .overwrite(normalizeEmail)
  .refine(isValidEmail, { message: 'invalidEmail' });

export const passwordSchema = z
  .string()
  .max(LIMITS.password, { message: 'passwordTooLong', abort: true })
  .min(LIMITS.passwordMin, { message: 'passwordTooShort' })
  .refine(isPlainLine, { message: 'invalidCharacters' });

/** A password as typed to prove who one is (the current one, a repetition): no rules beyond the bounds. */
export const typedPassword = z.string().max(LIMITS.password, { message: 'passwordTooLong', abort: true }).refine(isPlainLine, { message: 'invalidCharacters' });

export const loginInputSchema = z.object({ email: emailSchema, password: typedPassword.min(1) });
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Register or reactivate by e-mail only; `returnPath` is where the login link leads. */
export const registerInputSchema = z.object({
  email: emailSchema,
  language: languageSchema,
  returnPath: boundedText(LIMITS.returnPath).optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const emailLinkInputSchema = z.object({
  email: emailSchema,
  language: languageSchema.optional(),
  returnPath: boundedText(LIMITS.returnPath).optional(),
});
export type EmailLinkInput = z.infer<typeof emailLinkInputSchema>;

/** The one-time token of an e-mailed link (`pw`), posted by the auto-login page. */
export const autoLoginInputSchema = z.object({ email: emailSchema, token: secretText(LIMITS.token).min(LIMITS.tokenMin) });
export type AutoLoginInput = z.infer<typeof autoLoginInputSchema>;

const roleNames = Object.keys(ROLES) as [RoleName, ...RoleName[]];
export const roleNameSchema = z.enum(roleNames);

export const activeRolesInputSchema = z.object({ activeRoles: z.array(roleNameSchema).min(1).max(LIMITS.roleList) });

/** What the UI knows of the logged-in user. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.string(),
  hasPassword: z.boolean(),
  roles: z.array(roleNameSchema),
  activeRoles: z.array(roleNameSchema),
  /** When the session ends by itself (ISO instant): 12 hours after login. */
  expiresAt: z.string(),
  /** Logged in by e-mailed link less than 10 minutes ago: a password may be set without the current one. */
  recentLinkLogin: z.boolean(),
  /**
   * What the session still needs before it reaches anything but the second-step calls: setting up
   * an authenticator app, or a code from it; null when the login is complete.
   */
  secondFactor: z.enum(['setup', 'verify']).nullable(),
  /** The user logs in with a second factor (an authenticator app). */
  mfaEnabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Outcome labels of register/reactivate and forgot-password (specification section 4). */
export const ACCOUNT_STATUS_LABELS = ['login-new-account', 'login-link-sent', 'login-password-invalidated'] as const;
export type AccountStatusLabel = (typeof ACCOUNT_STATUS_LABELS)[number];

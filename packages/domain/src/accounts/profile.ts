import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { isValidPhone } from './contact-rules.ts';
import { passwordSchema } from './account-schemas.ts';

const name = z.string().trim().min(2, { message: 'nameTooShort' }).max(100, { message: 'tooLong' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidDate' });

/** Salutation ids: 0 not given, 1 Mr, 2 Ms, 3 other. */
export const SALUTATIONS = [0, 1, 2, 3] as const;

/** The personal data a customer (or staff for them) saves; names and phone are mandatory. */
export const profileInputSchema = z.object({
  firstName: name,
  lastName: name,
  phone: z.string().trim().refine(isValidPhone, { message: 'invalidPhone' }),
  salutation: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  birthday: isoDate
    .refine((v) => {
      try {
        const date = Temporal.PlainDate.from(v, { overflow: 'reject' });
        return Temporal.PlainDate.compare(date, Temporal.PlainDate.from('1900-01-01')) >= 0 && Temporal.PlainDate.compare(date, Temporal.Now.plainDateISO('Europe/Zurich')) <= 0;
      } catch {
        return false;
      }
    }, { message: 'invalidBirthday' })
    .nullable()
    .optional(),
  language: languageSchema,
  street: optionalText(200),
  postalCode: optionalText(10),
  location: optionalText(100),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'invalidCountry' })
    .nullable()
    .optional(),
  healthInsurer: optionalText(100),
  licensePlate: optionalText(20),
  profession: optionalText(100),
  hobby: optionalText(200),
  heardAboutUs: optionalText(200),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** What staff keep about a customer besides the profile. */
export const staffProfileInputSchema = z.object({
  acquiredCustomer: z.boolean(),
  staffNotes: z.string().max(5000, { message: 'tooLong' }),
});
export type StaffProfileInput = z.infer<typeof staffProfileInputSchema>;

/**
 * A new password, entered twice; the current one is needed unless the session began with an
 * e-mailed link less than 10 minutes ago (the server decides).
 */
export const passwordChangeSchema = z
  .object({ currentPassword: z.string().max(128, { message: 'passwordTooLong' }).optional(), password: passwordSchema, confirm: z.string().max(128, { message: 'passwordTooLong' }) })
  .refine((v) => v.password === v.confirm, { message: 'passwordsDiffer', path: ['confirm'] });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export type MandatoryField = 'firstName' | 'lastName' | 'phone';

/**
 * The mandatory personal data still missing (specification section 5): without first name,
 * last name (2 characters each) and phone, a customer cannot book.
 */
export function missingPersonalData(user: { firstName: string | null; lastName: string | null; phone: string | null }): MandatoryField[] {
  const missing: MandatoryField[] = [];
  if ((user.firstName ?? '').trim().length < 2) missing.push('firstName');
  if ((user.lastName ?? '').trim().length < 2) missing.push('lastName');
  if (!user.phone || !isValidPhone(user.phone)) missing.push('phone');
  return missing;
}

import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { boundedText, freeText } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { isPlainLine } from '../validation/text-rules.ts';
import { qrAddressOverflow } from '../invoices/qr-address.ts';
import { isValidPhone } from './contact-rules.ts';
import { isCalendarDate } from '../schedule/zoned-day.ts';
import { practiceDate } from '../time/zone.ts';
import { emailSchema, passwordSchema, typedPassword } from './account-schemas.ts';

const name = boundedText(LIMITS.name).min(LIMITS.nameMin, { message: 'nameTooShort' });
const optionalText = (max: number) =>
  boundedText(max)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const isoDate = z
  .string()
  .max(LIMITS.date, { message: 'invalidDate', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidDate' });

/** The sex a Tarif 590 receipt names (the uniform form knows these two); optional. */
export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

/** Insured person's or card number as on the insurance card: letters, digits, dots, hyphens, slashes and spaces ('invalidInsuredNumber'). */
const insuredNumber = optionalText(LIMITS.insuredNumber).refine((v) => v === null || v === undefined || /^[A-Za-z0-9][A-Za-z0-9./ -]*$/.test(v), {
  message: 'invalidInsuredNumber',
});

/** The fields of the personal data, each checked on its own. */
export const profileFieldsSchema = z.object({
  firstName: name,
  lastName: name,
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, { message: 'invalidPhone', abort: true })
    .refine((v) => isPlainLine(v) && isValidPhone(v), { message: 'invalidPhone' }),
  salutation: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
  birthday: isoDate
    .refine((v) => isCalendarDate(v) && v >= `${LIMITS.firstYear}-01-01` && v <= practiceDate(new Date()), { message: 'invalidBirthday' })
    .nullable()
    .optional(),
  language: languageSchema,
  street: optionalText(LIMITS.shortText),
  houseNumber: optionalText(LIMITS.qrBuildingNumber),
  postalCode: optionalText(LIMITS.postalCode),
  location: optionalText(LIMITS.name),
  countryCode: z
    .string()
    .trim()
    .max(LIMITS.countryCode, { message: 'invalidCountry', abort: true })
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'invalidCountry' })
    .nullable()
    .optional(),
  healthInsurer: optionalText(LIMITS.name),
  /** For Tarif 590 receipts: the patient's sex and insured (or card) number. */
  sex: z.enum(SEXES, { message: 'invalidSex' }).nullable().optional(),
  insuredNumber,
  licensePlate: optionalText(LIMITS.licensePlate),
  profession: optionalText(LIMITS.name),
  hobby: optionalText(LIMITS.shortText),
  heardAboutUs: optionalText(LIMITS.shortText),
});

/**
 * A customer the front desk enters for a caller who has no account yet: the e-mail address is their
 * login and where their mails go; names and phone are what a booking needs.
 */
export const newCustomerInputSchema = profileFieldsSchema.pick({ firstName: true, lastName: true, phone: true, language: true }).extend({ email: emailSchema });
export type NewCustomerInput = z.infer<typeof newCustomerInputSchema>;

/**
 * The personal data a customer (or staff for them) saves; names and phone are mandatory. The
 * address must fit a QR-bill as it is printed (`qrAddressOverflow`, message `tooLongForInvoice`),
 * so an invoice to it never fails for its length.
 */
export const profileInputSchema = profileFieldsSchema.superRefine((profile, check) => {
  const overflow = qrAddressOverflow({
    ...profile,
    street: profile.street ?? null,
    houseNumber: profile.houseNumber ?? null,
    postalCode: profile.postalCode ?? null,
    city: profile.location ?? null,
  });
  for (const field of overflow) check.addIssue({ code: 'custom', path: [field === 'city' ? 'location' : field], message: 'tooLongForInvoice' });
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** What staff keep about a customer besides the profile. */
export const staffProfileInputSchema = z.object({
  acquiredCustomer: z.boolean(),
  staffNotes: freeText(LIMITS.staffNotes),
});
export type StaffProfileInput = z.infer<typeof staffProfileInputSchema>;

/**
 * A new password, entered twice; the current one is needed unless the session began with an
 * e-mailed link less than 10 minutes ago (the server decides).
 */
export const passwordChangeSchema = z
  .object({ currentPassword: typedPassword.optional(), password: passwordSchema, confirm: typedPassword })
  .refine((v) => v.password === v.confirm, { message: 'passwordsDiffer', path: ['confirm'] });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export type MandatoryField = 'firstName' | 'lastName' | 'phone';

/**
 * The mandatory personal data still missing (specification section 5): without first name,
 * last name (2 characters each) and phone, a customer cannot book.
 */
export function missingPersonalData(user: { firstName: string | null; lastName: string | null; phone: string | null }): MandatoryField[] {
  const missing: MandatoryField[] = [];
  if ((user.firstName ?? '').trim().length < LIMITS.nameMin) missing.push('firstName');
  if ((user.lastName ?? '').trim().length < LIMITS.nameMin) missing.push('lastName');
  if (!user.phone || !isValidPhone(user.phone)) missing.push('phone');
  return missing;
}

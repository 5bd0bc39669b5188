import { birthdayHint, CURRENT_TERMS_VERSION, missingPersonalData, practiceDate, type RoleName } from '@praxis/domain';
import { z } from 'zod';
import type { UserRow } from '../account/account.repo.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  salutation: z.number().int(),
  birthday: z.string().nullable(),
  language: z.string(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  healthInsurer: z.string().nullable(),
  licensePlate: z.string().nullable(),
  profession: z.string().nullable(),
  hobby: z.string().nullable(),
  heardAboutUs: z.string().nullable(),
  hasPassword: z.boolean(),
  unconfirmed: z.boolean(),
  createdAt: z.string(),
  missing: z.array(z.enum(['firstName', 'lastName', 'phone'])),
  terms: z.object({ current: z.number().int(), accepted: z.object({ version: z.number().int(), acceptedAt: z.string() }).nullable() }),
  healthForm: z.object({ version: z.number().int(), signedAt: z.string() }).nullable(),
  staff: z
    .object({
      roles: z.array(z.string()),
      acquiredCustomer: z.boolean(),
      staffNotes: z.string(),
      birthdayHint: z.boolean(),
    })
    .nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

interface PresentOptions {
  terms: { version: number; acceptedAt: Date } | undefined;
  healthForm: { version: number; signedAt: Date } | undefined;
  /** Present only for staff: the staff-only part. */
  staff?: { roles: RoleName[] };
  now: Date;
}

/** The profile as the API shows it; the staff part only when `staff` is given. */
export function presentProfile(user: UserRow, options: PresentOptions): Profile {
  const today = practiceDate(options.now);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    salutation: user.salutation,
    birthday: user.birthday,
    language: user.language,
    street: user.street,
    postalCode: user.postalCode,
    location: user.location,
    countryCode: user.countryCode,
    healthInsurer: user.healthInsurer,
    licensePlate: user.licensePlate,
    profession: user.profession,
    hobby: user.hobby,
    heardAboutUs: user.heardAboutUs,
    hasPassword: user.passwordHash !== null,
    unconfirmed: user.unconfirmed,
    createdAt: user.createdAt.toISOString(),
    missing: missingPersonalData(user),
    terms: {
      current: CURRENT_TERMS_VERSION,
      accepted: options.terms ? { version: options.terms.version, acceptedAt: options.terms.acceptedAt.toISOString() } : null,
    },
    healthForm: options.healthForm ? { version: options.healthForm.version, signedAt: options.healthForm.signedAt.toISOString() } : null,
    staff: options.staff
      ? { roles: options.staff.roles, acquiredCustomer: user.acquiredCustomer, staffNotes: user.staffNotes, birthdayHint: birthdayHint(user.birthday, today) }
      : null,
  };
}

import { birthdayHint, CURRENT_TERMS_VERSION, missingPersonalData, practiceDate, type ProfileDto, type RoleName } from '@praxis/domain';
import type { UserRow } from '../users/index.ts';

/** The profile as the API returns it (the domain's `profileSchema`). */
export type Profile = ProfileDto;

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
    houseNumber: user.houseNumber,
    postalCode: user.postalCode,
    location: user.location,
    countryCode: user.countryCode,
    healthInsurer: user.healthInsurer,
    sex: user.sex === 'female' || user.sex === 'male' ? user.sex : null,
    insuredNumber: user.insuredNumber,
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

import { z } from 'zod';
import { emailSchema } from './account-schemas.ts';
import { passwordChangeSchema, profileInputSchema, SEXES, staffProfileInputSchema } from './profile.ts';
import { termsAcceptanceInputSchema } from './terms.ts';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';

/** A profile as the API returns it: the own, or for staff a customer's with the staff part. */
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
  houseNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  healthInsurer: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  insuredNumber: z.string().nullable(),
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
export type ProfileDto = z.infer<typeof profileSchema>;

const profileAnswer = { 200: profileSchema };

export const ownProfileContract = operation({ method: 'GET', path: '/api/profile', response: profileAnswer });
export const saveOwnProfileContract = operation({ method: 'PUT', path: '/api/profile', body: profileInputSchema, response: profileAnswer });
export const changePasswordContract = operation({ method: 'PUT', path: '/api/profile/password', body: passwordChangeSchema, response: { 200: successSchema } });
export const acceptTermsContract = operation({ method: 'POST', path: '/api/profile/terms', body: termsAcceptanceInputSchema, response: profileAnswer });
export const profileByEmailContract = operation({
  method: 'GET',
  path: '/api/users/profile',
  querystring: z.object({ email: emailSchema }),
  response: profileAnswer,
});
export const saveProfileContract = operation({
  method: 'PUT',
  path: '/api/users/:id/profile',
  params: idParams,
  body: profileInputSchema,
  response: profileAnswer,
});
export const saveStaffFieldsContract = operation({
  method: 'PUT',
  path: '/api/users/:id/staff',
  params: idParams,
  body: staffProfileInputSchema,
  response: profileAnswer,
});

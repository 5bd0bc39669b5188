import { z } from 'zod';
import { boundedText, calendarDate, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import { emailSchema, roleNameSchema } from './account-schemas.ts';

const name = boundedText(LIMITS.name).min(LIMITS.nameMin, { message: 'nameTooShort' });

/** A staff member as the team screen lists them; `active` is false from `inactiveFrom` on. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(roleNameSchema),
  /** The first day they no longer log in nor are bookable (YYYY-MM-DD), or null. */
  inactiveFrom: z.string().nullable(),
  active: z.boolean(),
  /** Logs in with a second factor (an admin may reset it). */
  mfaEnabled: z.boolean(),
});
export type StaffMemberDto = z.infer<typeof staffMemberSchema>;

const staffFields = {
  firstName: name,
  lastName: name,
  roles: z
    .array(roleNameSchema)
    .max(LIMITS.roleList)
    .refine((roles) => roles.some((role) => role !== 'customer'), { message: 'staffRoleNeeded' }),
  active: z.boolean(),
  inactiveFrom: calendarDate.nullable().default(null),
};
const needsDateWhenInactive = (input: { active: boolean; inactiveFrom: string | null }) => input.active || input.inactiveFrom !== null;
const inactiveFromNeeded = { message: 'inactiveFromNeeded', path: ['inactiveFrom'] };

/**
 * Names, roles and the deactivation of a staff member: at least one role besides customer
 * ('staffRoleNeeded'); inactive needs the first day ('inactiveFromNeeded'); active clears it.
 */
export const staffUpdateSchema = z.object(staffFields).refine(needsDateWhenInactive, inactiveFromNeeded);
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** A new staff member: as an update, with the e-mail the login link goes to. */
export const staffCreateSchema = z.object({ email: emailSchema, ...staffFields }).refine(needsDateWhenInactive, inactiveFromNeeded);
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

export const staffListContract = operation({
  method: 'GET',
  path: '/api/admin/staff',

  response: { 200: z.object({ staff: z.array(staffMemberSchema) }) },
});

export const createStaffContract = operation({
  method: 'POST',
  path: '/api/admin/staff',

  body: staffCreateSchema,
  response: { 201: z.object({ member: staffMemberSchema }) },
});

export const updateStaffContract = operation({
  method: 'PUT',
  path: '/api/admin/staff/:id',

  params: idParams,
  body: staffUpdateSchema,
  response: { 200: z.object({ member: staffMemberSchema }) },
});

import { z } from 'zod';
import { boundedText, idParams } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';
import { operation } from '../validation/operation-contract.ts';
import { roleNameSchema } from './account-schemas.ts';

/** A user as the admins' role editor lists them. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  roles: z.array(roleNameSchema),
});
export type AdminUserDto = z.infer<typeof adminUserSchema>;

export const adminUsersContract = operation({
  method: 'GET',
  path: '/api/admin/users',
  querystring: z.object({
    search: boundedText(LIMITS.search).default(''),
    limit: z.coerce.number().int().min(1).max(LIMITS.userSearchResults).default(50),
  }),
  response: { 200: z.object({ users: z.array(adminUserSchema) }) },
});

export const setUserRolesContract = operation({
  method: 'PUT',
  path: '/api/admin/users/:id/roles',
  params: idParams,
  body: z.object({ roles: z.array(roleNameSchema).max(LIMITS.roleList) }),
  response: { 200: z.object({ roles: z.array(roleNameSchema) }) },
});

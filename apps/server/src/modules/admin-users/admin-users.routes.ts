import { boundedText, idParams, LIMITS, roleNameSchema } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { rolesOfUser } from '../account/account.repo.ts';
import { findUserById } from '../profile/profile.repo.ts';
import { replaceRoles, searchUsers } from './admin-users.repo.ts';
import type { AppContext } from '../../core/app-context.ts';

const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  roles: z.array(roleNameSchema),
});

/** Admins list users and grant or remove roles. */
export function adminUserRoutes({ db }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/users',
      {
        config: { permission: 'users:roles:manage' },
        schema: {
          tags: ['admin'],
          summary: 'Users with their roles, filtered by name or e-mail',
          querystring: z.object({ search: boundedText(LIMITS.search).default(''), limit: z.coerce.number().int().min(1).max(200).default(50) }),
          response: { 200: z.object({ users: z.array(userSchema) }) },
        },
      },
      async (request) => ({ users: await searchUsers(db, request.query.search, request.query.limit) }),
    );

    app.put(
      '/api/admin/users/:id/roles',
      {
        config: { permission: 'users:roles:manage' },
        schema: {
          tags: ['admin'],
          summary: 'Set the roles a user holds',
          params: idParams,
          body: z.object({ roles: z.array(roleNameSchema).max(7) }),
          response: { 200: z.object({ roles: z.array(roleNameSchema) }) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await findUserById(db, id))) throw new AppError('NOT_FOUND', 'No such user.');
        if (id === request.actor!.userId && !request.body.roles.includes('admin')) {
          throw new AppError('CONFLICT', 'You cannot remove your own admin role.');
        }
        await db.transaction((tx) => replaceRoles(tx, id, [...new Set(request.body.roles)]));
        return { roles: await rolesOfUser(db, id) };
      },
    );
  };
}

import { adminUsersContract, setUserRolesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, replaceRoles, rolesOfUser, searchUsers } from '../users/index.ts';
import type { AppContext } from '../../core/app-context.ts';

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
          ...adminUsersContract,
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
          ...setUserRolesContract,
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

import { adminUsersContract, setUserRolesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertKeepsAnAdmin, findUserById, lockStaffChanges, replaceRoles, rolesOfUser, searchUsers } from '../users/index.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Admins list users and grant or remove roles (audited; the last active admin keeps the role). */
export function adminUserRoutes({ db, now }: AppContext) {
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
        const roles = [...new Set(request.body.roles)];
        return db.transaction(async (tx) => {
          await lockStaffChanges(tx);
          const user = await findUserById(tx, id);
          if (!user) throw new AppError('NOT_FOUND', 'No such user.');
          if (id === request.actor!.userId && !roles.includes('admin')) throw new AppError('CONFLICT', 'You cannot remove your own admin role.');
          const before = await rolesOfUser(tx, id);
          await assertKeepsAnAdmin(tx, id, { roles: before, inactiveFrom: user.inactiveFrom }, { roles, inactiveFrom: user.inactiveFrom });
          await replaceRoles(tx, id, roles);
          const after = await rolesOfUser(tx, id);
          if (before.join() !== after.join()) {
            await writeAudit(tx, {
              actorUserId: request.actor!.userId,
              subjectUserId: id,
              action: 'user.roles',
              detail: { before: { roles: before }, after: { roles: after } },
              at: now(),
            });
          }
          return { roles: after };
        });
      },
    );
  };
}

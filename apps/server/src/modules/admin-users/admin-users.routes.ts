import { adminUsersContract, setUserRolesContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setUserRoles, userList } from './admin-users.service.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** Admins list users and grant or remove roles (audited; the last active admin keeps the role). */
export function adminUserRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(adminUsersContract, { tags: ['admin'], summary: 'Users with their roles, filtered by name or e-mail' }),
      config: { permission: 'users:roles:manage' },
      handler: async (request) => ({ users: await userList(ctx, request.query.search, request.query.limit) }),
    });

    app.route({
      ...routeOf(setUserRolesContract, { tags: ['admin'], summary: 'Set the roles a user holds' }),
      config: { permission: 'users:roles:manage' },
      handler: async (request) => ({ roles: await setUserRoles(ctx, request.actor!, request.params.id, request.body.roles) }),
    });
  };
}

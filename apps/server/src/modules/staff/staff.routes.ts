import { createStaffContract, staffListContract, updateStaffContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { createStaff, staffList, updateStaff } from './staff.service.ts';

/** The team: managing directors and admins list, add, change and deactivate staff members. */
export function staffRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(staffListContract, { tags: ['admin'], summary: 'Staff members with their roles, active or not' }),
      config: { permission: 'staff:manage' },
      handler: async () => ({ staff: await staffList(ctx) }),
    });

    app.route({
      ...routeOf(createStaffContract, { tags: ['admin'], summary: 'Add a staff member (or make a customer staff); mails a login link' }),
      config: { permission: 'staff:manage' },
      handler: async (request, reply) => reply.status(201).send({ member: await createStaff(ctx, request.actor!, request.body) }),
    });

    app.route({
      ...routeOf(updateStaffContract, { tags: ['admin'], summary: 'Change names, roles and deactivation of a staff member' }),
      config: { permission: 'staff:manage' },
      handler: async (request) => ({ member: await updateStaff(ctx, request.actor!, request.params.id, request.body) }),
    });
  };
}

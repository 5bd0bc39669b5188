import { createStaffContract, staffListContract, updateStaffContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { createStaff, staffList, updateStaff } from './staff.service.ts';

/** The team: managing directors and admins list, add, change and deactivate staff members. */
export function staffRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/admin/staff',
      { config: { permission: 'staff:manage' }, schema: { tags: ['admin'], summary: 'Staff members with their roles, active or not', ...staffListContract } },
      async () => ({ staff: await staffList(ctx) }),
    );

    app.post(
      '/api/admin/staff',
      {
        config: { permission: 'staff:manage' },
        schema: { tags: ['admin'], summary: 'Add a staff member (or make a customer staff); mails a login link', ...createStaffContract },
      },
      async (request, reply) => reply.status(201).send({ member: await createStaff(ctx, request.actor!, request.body) }),
    );

    app.put(
      '/api/admin/staff/:id',
      {
        config: { permission: 'staff:manage' },
        schema: { tags: ['admin'], summary: 'Change names, roles and deactivation of a staff member', ...updateStaffContract },
      },
      async (request) => ({ member: await updateStaff(ctx, request.actor!, request.params.id, request.body) }),
    );
  };
}

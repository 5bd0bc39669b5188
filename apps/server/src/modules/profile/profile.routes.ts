import {
  acceptTermsContract,
  changePasswordContract,
  ownProfileContract,
  profileByEmailContract,
  saveOwnProfileContract,
  saveProfileContract,
  saveStaffFieldsContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as profiles from './profile.service.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** Own profile, password and terms; staff access to a customer's profile. */
export function profileRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(ownProfileContract, { tags: ['profile'], summary: 'Own profile' }),
      config: { permission: 'profile:read:own' },
      handler: (request) => profiles.ownProfile(ctx, request.actor!),
    });

    app.route({
      ...routeOf(saveOwnProfileContract, { tags: ['profile'], summary: 'Save own personal data' }),
      config: { permission: 'profile:update:own' },
      handler: (request) => profiles.updateOwnProfile(ctx, request.actor!, request.body),
    });

    app.route({
      ...routeOf(changePasswordContract, {
        tags: ['profile'],
        summary: 'Set a new password (entered twice) with the current one, or within 10 minutes of a login by link; ends the other sessions',
      }),
      config: { permission: 'profile:update:own' },
      handler: async (request) => {
        await profiles.changeOwnPassword(ctx, request.actor!, request.body);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(acceptTermsContract, { tags: ['profile'], summary: 'Accept the current terms and conditions' }),
      config: { permission: 'profile:update:own' },
      handler: (request) => profiles.acceptCurrentTerms(ctx, request.actor!),
    });

    app.route({
      ...routeOf(profileByEmailContract, { tags: ['profile'], summary: "Staff: a customer's profile by e-mail" }),
      config: { permission: 'profile:read:any' },
      handler: (request) => profiles.profileByEmail(ctx, request.actor!, request.query.email),
    });

    app.route({
      ...routeOf(saveProfileContract, { tags: ['profile'], summary: "Staff: save a customer's personal data" }),
      config: { permission: 'profile:update:any' },
      handler: (request) => profiles.updateProfileOf(ctx, request.actor!, request.params.id, request.body),
    });

    app.route({
      ...routeOf(saveStaffFieldsContract, { tags: ['profile'], summary: 'Staff: acquired-customer flag and notes' }),
      config: { permission: 'profile:update:any' },
      handler: (request) => profiles.updateStaffFields(ctx, request.actor!, request.params.id, request.body),
    });
  };
}

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

/** Own profile, password and terms; staff access to a customer's profile. */
export function profileRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/profile',
      { config: { permission: 'profile:read:own' }, schema: { tags: ['profile'], summary: 'Own profile', ...ownProfileContract } },
      (request) => profiles.ownProfile(ctx, request.actor!),
    );

    app.put(
      '/api/profile',
      {
        config: { permission: 'profile:update:own' },
        schema: { tags: ['profile'], summary: 'Save own personal data', ...saveOwnProfileContract },
      },
      (request) => profiles.updateOwnProfile(ctx, request.actor!, request.body),
    );

    app.put(
      '/api/profile/password',
      {
        config: { permission: 'profile:update:own' },
        schema: {
          tags: ['profile'],
          summary: 'Set a new password (entered twice) with the current one, or within 10 minutes of a login by link; ends the other sessions',
          ...changePasswordContract,
        },
      },
      async (request) => {
        await profiles.changeOwnPassword(ctx, request.actor!, request.body);
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/profile/terms',
      {
        config: { permission: 'profile:update:own' },
        schema: { tags: ['profile'], summary: 'Accept the current terms and conditions', ...acceptTermsContract },
      },
      (request) => profiles.acceptCurrentTerms(ctx, request.actor!),
    );

    app.get(
      '/api/users/profile',
      {
        config: { permission: 'profile:read:any' },
        schema: {
          tags: ['profile'],
          summary: "Staff: a customer's profile by e-mail",
          ...profileByEmailContract,
        },
      },
      (request) => profiles.profileByEmail(ctx, request.actor!, request.query.email),
    );

    app.put(
      '/api/users/:id/profile',
      {
        config: { permission: 'profile:update:any' },
        schema: { tags: ['profile'], summary: "Staff: save a customer's personal data", ...saveProfileContract },
      },
      (request) => profiles.updateProfileOf(ctx, request.actor!, request.params.id, request.body),
    );

    app.put(
      '/api/users/:id/staff',
      {
        config: { permission: 'profile:update:any' },
        schema: {
          tags: ['profile'],
          summary: 'Staff: acquired-customer flag and notes',
          ...saveStaffFieldsContract,
        },
      },
      (request) => profiles.updateStaffFields(ctx, request.actor!, request.params.id, request.body),
    );
  };
}

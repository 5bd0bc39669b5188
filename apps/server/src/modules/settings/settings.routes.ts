import { adminSettingsContract, publicPart, publicSettingsContract, updateSettingsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { savePracticeSettings } from './settings.service.ts';

/**
 * `GET /api/settings/public`: the practice's contact data and public rules for the site, read fresh
 * on every call. The admin's screen reads and saves the whole object.
 */
export function settingsRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/settings/public',
      {
        config: { permission: 'public' },
        schema: { tags: ['settings'], summary: 'Practice contact data, opening hours and public rules', ...publicSettingsContract },
      },
      async () => publicPart(await ctx.settings()),
    );

    app.get(
      '/api/admin/settings',
      { config: { permission: 'settings:manage' }, schema: { tags: ['admin'], summary: 'All practice settings', ...adminSettingsContract } },
      async () => ctx.settings(),
    );

    app.put(
      '/api/admin/settings',
      {
        config: { permission: 'settings:manage' },
        schema: { tags: ['admin'], summary: 'Save all practice settings (each change is audited)', ...updateSettingsContract },
      },
      async (request) => savePracticeSettings(ctx, request.actor!, request.body),
    );
  };
}

import { adminSettingsContract, publicSettingsContract, updateSettingsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { publicSite, savePracticeSettings } from './settings.service.ts';

/**
 * `GET /api/settings/public`: the practice's contact data and public rules for the site, read fresh
 * on every call. The admin's screen reads and saves the whole object.
 */
export function settingsRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(publicSettingsContract, { tags: ['settings'], summary: 'Practice contact data, opening hours and public rules' }),
      config: { permission: 'public' },
      handler: async () => publicSite(ctx),
    });

    app.route({
      ...routeOf(adminSettingsContract, { tags: ['admin'], summary: 'All practice settings' }),
      config: { permission: 'settings:manage' },
      handler: async () => ctx.settings(),
    });

    app.route({
      ...routeOf(updateSettingsContract, { tags: ['admin'], summary: 'Save all practice settings (each change is audited)' }),
      config: { permission: 'settings:manage' },
      handler: async (request) => savePracticeSettings(ctx, request.actor!, request.body),
    });
  };
}

import { publicSettingsContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';

/** `GET /api/settings/public`: the practice's contact data and public rules for the site. */
export function settingsRoutes({ settings, config }: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/settings/public',
      {
        config: { permission: 'public' },
        schema: { tags: ['settings'], summary: 'Practice contact data, opening hours and public rules', ...publicSettingsContract },
      },
      async () => ({ ...(await settings()), tagManagerId: config.tagManagerId }),
    );
  };
}

import { practiceSetupContract, publishSiteContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { practiceSetup, publishSite } from './practice-setup.service.ts';

/** The admin's set-up checklist and the publishing of the site. */
export function practiceSetupRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.route({
      ...routeOf(practiceSetupContract, { tags: ['admin'], summary: 'The set-up checklist: which steps are done, whether the site is published' }),
      config: { permission: 'settings:manage' },
      handler: async () => practiceSetup(ctx),
    });
    app.route({
      ...routeOf(publishSiteContract, { tags: ['admin'], summary: 'Publish the site once every set-up step is done' }),
      config: { permission: 'settings:manage' },
      handler: async (request) => publishSite(ctx, request.actor!),
    });
  };
}

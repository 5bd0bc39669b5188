import { defineModule } from '../../core/app-module.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness and readiness. */
export const healthModule = defineModule({
  name: 'health',
  async routes(app, ctx) {
    await app.register(healthRoutes(ctx));
  },
});

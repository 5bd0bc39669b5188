import { defineModule } from '../../core/app-module.ts';
import { performanceRoutes } from './performance.routes.ts';

/** The 12-month performance report (planners and above). */
export const performanceModule = defineModule({
  name: 'performance',
  async routes(app, ctx) {
    await app.register(performanceRoutes(ctx));
  },
});

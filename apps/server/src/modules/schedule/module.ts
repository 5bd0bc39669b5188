import { defineModule } from '../../core/app-module.ts';
import { absenceRoutes } from './absences.routes.ts';
import { operationPlanRoutes } from './operation-plan.routes.ts';
import { therapistPlanRoutes } from './therapist-plans.routes.ts';
import { weekPlanRoutes } from './week-plans.routes.ts';

/** Week plans, therapist plans, absences and the operation plan. */
export const scheduleModule = defineModule({
  name: 'schedule',
  async routes(app, ctx) {
    await app.register(weekPlanRoutes(ctx));
    await app.register(therapistPlanRoutes(ctx));
    await app.register(absenceRoutes(ctx));
    await app.register(operationPlanRoutes(ctx));
  },
});

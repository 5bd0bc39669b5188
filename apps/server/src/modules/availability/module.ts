import { defineModule } from '../../core/app-module.ts';
import { availabilityRoutes } from './availability.routes.ts';

/** Free slots per day and therapist. */
export const availabilityModule = defineModule({
  name: 'availability',
  async routes(app, ctx) {
    await app.register(availabilityRoutes(ctx));
  },
});

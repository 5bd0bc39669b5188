import { defineModule } from '../../core/app-module.ts';
import { availabilityRoutes } from './availability.routes.ts';

export { startHeldByBookings } from './availability.repo.ts';
export { isStaffBooker, scheduleInput } from './availability.service.ts';

/** Free slots per day and therapist. */
export const availabilityModule = defineModule({
  name: 'availability',
  async routes(app, ctx) {
    await app.register(availabilityRoutes(ctx));
  },
});

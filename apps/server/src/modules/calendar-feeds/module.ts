import { defineModule } from '../../core/app-module.ts';
import { calendarFeedRoutes } from './calendar-feeds.routes.ts';

/** Private iCalendar feeds of one's bookings (and, for therapists, absences) for calendar apps. */
export const calendarFeedsModule = defineModule({
  name: 'calendar-feeds',
  async routes(app, ctx) {
    await app.register(calendarFeedRoutes(ctx));
  },
});

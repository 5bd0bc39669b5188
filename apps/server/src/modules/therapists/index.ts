import { defineModule } from '../../core/app-module.ts';
import { therapistRoutes } from './therapists.routes.ts';

/** The therapists shown on the site and in the booking filters. */
export const therapistsModule = defineModule({
  name: 'therapists',
  async routes(app, ctx) {
    await app.register(therapistRoutes(ctx));
  },
});

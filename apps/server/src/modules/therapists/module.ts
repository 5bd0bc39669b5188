import { defineModule } from '../../core/app-module.ts';
import { therapistProfileRoutes } from './therapist-profile.routes.ts';
import { therapistRoutes } from './therapists.routes.ts';

/** The therapists shown on the site and in the booking filters; their profiles and offers. */
export const therapistsModule = defineModule({
  name: 'therapists',
  async routes(app, ctx) {
    await app.register(therapistRoutes(ctx));
    await app.register(therapistProfileRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { profileRoutes } from './profile.routes.ts';

/** Own and staff-edited personal data, password change, terms. */
export const profileModule = defineModule({
  name: 'profile',
  async routes(app, ctx) {
    await app.register(profileRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { staffRoutes } from './staff.routes.ts';

/** The team: staff members, their roles and deactivation, for managing directors and admins. */
export const staffModule = defineModule({
  name: 'staff',
  async routes(app, ctx) {
    await app.register(staffRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { adminUserRoutes } from './admin-users.routes.ts';

/** Staff roles, managed by administrators. */
export const adminUsersModule = defineModule({
  name: 'admin-users',
  async routes(app, ctx) {
    await app.register(adminUserRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { privacyRoutes } from './privacy.routes.ts';

/** The audit log viewer, and the export and erasure of a customer's data (revDSG). */
export const privacyModule = defineModule({
  name: 'privacy',
  async routes(app, ctx) {
    await app.register(privacyRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { frontDeskRoutes } from './front-desk.routes.ts';

/** The front desk: booking list, cancellation at the desk, client list and client profile summary. */
export const frontDeskModule = defineModule({
  name: 'front-desk',
  async routes(app, ctx) {
    await app.register(frontDeskRoutes(ctx));
  },
});

import { defineModule } from '../../core/app-module.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** Therapies, arrangements and their prices: public reading, administration. */
export const catalogueModule = defineModule({
  name: 'catalogue',
  async routes(app, ctx) {
    await app.register(catalogueRoutes(ctx));
    await app.register(catalogueAdminRoutes(ctx));
  },
});

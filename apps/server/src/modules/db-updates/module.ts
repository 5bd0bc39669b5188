import { defineModule } from '../../core/app-module.ts';
import { dbUpdatesRoutes } from './db-updates.routes.ts';

/** The database updates screen's data: which migrations ran when, and on what database. */
export const dbUpdatesModule = defineModule({
  name: 'db-updates',
  async routes(app, ctx) {
    await app.register(dbUpdatesRoutes(ctx));
  },
});

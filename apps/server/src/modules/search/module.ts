import { defineModule } from '../../core/app-module.ts';
import { searchRoutes } from './search.routes.ts';

/** The staff's global search in the top bar. */
export const searchModule = defineModule({
  name: 'search',
  async routes(app, ctx) {
    await app.register(searchRoutes(ctx));
  },
});

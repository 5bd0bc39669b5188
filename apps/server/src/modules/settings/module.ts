import { defineModule } from '../../core/app-module.ts';
import { settingsRoutes } from './settings.routes.ts';

/** The practice settings: the public part for the site; the reader every module uses (ctx.settings). */
export const settingsModule = defineModule({
  name: 'settings',
  async routes(app, ctx) {
    await app.register(settingsRoutes(ctx));
  },
});

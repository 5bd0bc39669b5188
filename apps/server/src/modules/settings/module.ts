import { defineModule } from '../../core/app-module.ts';
import { practiceSetupRoutes } from './practice-setup.routes.ts';
import { settingsRoutes } from './settings.routes.ts';

/** The practice settings: the public part for the site; the reader every module uses (ctx.settings); the set-up checklist and publishing. */
export const settingsModule = defineModule({
  name: 'settings',
  async routes(app, ctx) {
    await app.register(settingsRoutes(ctx));
    await app.register(practiceSetupRoutes(ctx));
  },
});

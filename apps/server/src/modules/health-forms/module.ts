import { defineModule } from '../../core/app-module.ts';
import { healthFormRoutes } from './health-forms.routes.ts';

/** Signed health forms, their versions and PDFs. */
export const healthFormsModule = defineModule({
  name: 'health-forms',
  async routes(app, ctx) {
    await app.register(healthFormRoutes(ctx));
  },
});

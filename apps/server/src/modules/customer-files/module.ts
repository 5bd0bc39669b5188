import { defineModule } from '../../core/app-module.ts';
import { customerFilesRoutes } from './customer-files.routes.ts';

/** Files per customer (reports, pictures): upload, list, open, delete; stored in the database, every access audited. */
export const customerFilesModule = defineModule({
  name: 'customer-files',
  async routes(app, ctx) {
    await app.register(customerFilesRoutes(ctx));
  },
});

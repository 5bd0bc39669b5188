import { defineModule } from '../../core/app-module.ts';
import { cashRoutes } from './cash.routes.ts';

/** The cash book: transactions (cash payments write theirs), counts, monthly close, PDF and CSV. */
export const cashModule = defineModule({
  name: 'cash',
  async routes(app, ctx) {
    await app.register(cashRoutes(ctx));
  },
});

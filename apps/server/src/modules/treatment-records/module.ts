import { defineModule } from '../../core/app-module.ts';
import { treatmentRecordRoutes } from './treatment-records.routes.ts';

/** Treatment records of a booking: the journal with its versions, the body drawings, the treatment record PDF. */
export const treatmentRecordsModule = defineModule({
  name: 'treatment-records',
  async routes(app, ctx) {
    await app.register(treatmentRecordRoutes(ctx));
  },
});

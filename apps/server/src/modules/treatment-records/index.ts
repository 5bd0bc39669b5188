import { defineModule } from '../../core/app-module.ts';

/** Treatment records of a booking: the journal with its versions, the body drawings, the treatment record PDF. */
export const treatmentRecordsModule = defineModule({
  name: 'treatment-records',
});

import { defineModule } from '../../core/app-module.ts';

/** The audit log viewer, and the export and erasure of a customer's data (revDSG). */
export const privacyModule = defineModule({
  name: 'privacy',
});

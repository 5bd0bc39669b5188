import { defineModule } from '../../core/app-module.ts';

/** Files per customer (reports, pictures): upload, list, open, delete; stored in the database, every access audited. */
export const customerFilesModule = defineModule({
  name: 'customer-files',
});

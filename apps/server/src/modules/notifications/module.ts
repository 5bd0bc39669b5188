import { defineModule } from '../../core/app-module.ts';
import { mailJob } from './mail-job.ts';

/**
 * E-mails: `notify(ctx, tx, message)` renders a message of the catalogue (`catalogue.ts`,
 * `messages/`) in the recipient's language into the outbox; the `mail` job sends the outbox over SMTP.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  jobs: [mailJob],
});

import { defineModule } from '../../core/app-module.ts';
import { mailJob } from './mail-job.ts';

export { notify, notifyMany } from './notify.ts';
export type { MessageKind, MessageOf, NotificationMessage } from './catalogue.ts';
export type { BookingFacts, Recipient } from './message.ts';
export type { CancellationReason } from './messages/cancellation-notice.ts';
export type { LoginLinkPurpose } from './messages/login-link.ts';
export { mailJob } from './mail-job.ts';
export { bookingMailValues } from './messages/values.ts';
export { mailState } from './outbox.repo.ts';

/**
 * E-mails: `notify(ctx, tx, message)` renders a message of the catalogue (`catalogue.ts`,
 * `messages/`) in the recipient's language into the outbox; the `mail` job sends the outbox over SMTP.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  jobs: [mailJob],
});

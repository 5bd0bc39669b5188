export { notify, notifyMany } from './notify.ts';
export type { MessageKind, MessageOf, NotificationMessage } from './catalogue.ts';
export type { BookingFacts, Recipient } from './message.ts';
export type { CancellationReason } from './messages/cancellation-notice.ts';
export type { LoginLinkPurpose } from './messages/login-link.ts';
export { mailJob } from './mail-job.ts';
export { bookingMailValues } from './messages/values.ts';
export { mailState } from './outbox.repo.ts';

import type { MessageBuilder, MessageData, MessageDraft, MessageEnv } from './message.ts';
import { bookingConfirmation } from './messages/booking-confirmation.ts';
import { bookingReminder } from './messages/booking-reminder.ts';
import { cancellationNotice } from './messages/cancellation-notice.ts';
import { dataExportLink } from './messages/data-export-link.ts';
import { healthFormReminder } from './messages/health-form-reminder.ts';
import { invoiceDocument } from './messages/invoice-document.ts';
import { loginLink } from './messages/login-link.ts';
import { mfaLocked } from './messages/mfa-locked.ts';
import { staffCancellation } from './messages/staff-cancellation.ts';
import { temporaryBooking } from './messages/temporary-booking.ts';
import { voucherCertificate } from './messages/voucher-certificate.ts';
import { voucherRequested } from './messages/voucher-requested.ts';
import { waitlistOffer } from './messages/waitlist-offer.ts';

/**
 * Every message the app sends, by kind. Adding a message: a file in `messages/` (data type and
 * `defineMessage`), one line here.
 */
const CATALOGUE = {
  bookingConfirmation,
  temporaryBooking,
  bookingReminder,
  cancellationNotice,
  staffCancellation,
  healthFormReminder,
  loginLink,
  mfaLocked,
  dataExportLink,
  invoiceDocument,
  voucherRequested,
  voucherCertificate,
  waitlistOffer,
} satisfies Record<string, MessageBuilder<never>>;

type Catalogue = typeof CATALOGUE;
export type MessageKind = keyof Catalogue;
/** The message of `kind`: its kind and the data its builder takes. */
export type MessageOf<K extends MessageKind> = { kind: K } & Parameters<Catalogue[K]>[0];
/** Any message of the catalogue; `kind` decides which data it needs. */
export type NotificationMessage = { [K in MessageKind]: MessageOf<K> }[MessageKind];

/** The texts and attachments of `message`, in `env.language`. */
export function draftMessage(message: NotificationMessage, env: MessageEnv): MessageDraft {
  // NOTE: the union of builders cannot be called with the union of messages; `kind` pairs them.
  const build = CATALOGUE[message.kind] as MessageBuilder<MessageData>;
  return build(message, env);
}

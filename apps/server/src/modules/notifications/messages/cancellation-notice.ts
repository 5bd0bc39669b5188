import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingMailValues, greetingFor } from './values.ts';

/** Who cancelled: the customer, the system (personal data missing in time) or the practice. */
export type CancellationReason = 'customer' | 'system' | 'practice';

export interface CancellationNoticeData extends MessageData {
  booking: BookingFacts;
  therapyLabelKey: string;
  reason: CancellationReason;
  /** The full price is due (a customer's late cancellation). */
  charged: boolean;
}

/**
 * Tells the customer that the booking was cancelled and why. The button books the same therapy and
 * arrangement again (a plain link: choosing a slot needs no login).
 */
export const cancellationNotice = defineMessage((data: CancellationNoticeData, { language: lang, practice, publicUrl }) => {
  const { booking, reason } = data;
  const values = bookingMailValues(booking, lang, data.therapyLabelKey, practice);
  return {
    subject: mailText(lang, `booking.cancelled.${reason}.subject`, values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [
      mailText(lang, `booking.cancelled.${reason}.intro`, values),
      mailText(lang, data.charged ? 'booking.cancelled.charged' : 'booking.cancelled.free', values),
    ],
    action: {
      label: mailText(lang, 'booking.cancelled.button'),
      url: `${publicUrl}/bookoptions?therapyid=${booking.therapyId}&arrangementid=${booking.arrangementId}`,
    },
    notes: [mailText(lang, 'booking.cancelled.rebook')],
  };
});

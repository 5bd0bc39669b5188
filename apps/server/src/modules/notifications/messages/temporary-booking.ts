import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingMailValues, cancellationNote, greetingFor, localDateTime } from './values.ts';

export interface TemporaryBookingData extends MessageData {
  booking: BookingFacts;
  therapyLabelKey: string;
  /** A one-time login link that opens the booking card, where the missing personal data confirm it. */
  loginUrl: string;
  /** Whether the booking, once confirmed, may still be cancelled free of charge when the mail is written. */
  freeCancellation: boolean;
}

/**
 * The mail for a temporary (guest) booking: the slot is reserved until `temporaryUntil`. No .ics:
 * not confirmed yet.
 */
export const temporaryBooking = defineMessage((data: TemporaryBookingData, { language: lang, practice }) => {
  const { booking } = data;
  if (!booking.temporaryUntil) throw new Error(`booking ${booking.id} is not temporary`);
  const values = bookingMailValues(booking, lang, data.therapyLabelKey, practice);
  const until = localDateTime(booking.temporaryUntil, lang);
  return {
    subject: mailText(lang, 'booking.temporary.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [
      mailText(lang, 'booking.temporary.intro', { untilDate: until.date, untilTime: until.time }),
      mailText(lang, 'booking.appointment.when', values),
      mailText(lang, 'booking.appointment.what', values),
      mailText(lang, 'booking.temporary.confirm'),
    ],
    action: { label: mailText(lang, 'booking.temporary.button'), url: data.loginUrl },
    notes: [
      mailText(lang, 'loginLink.validity', { hours: practice.loginLinkHours }),
      mailText(lang, 'booking.temporary.notMe'),
      cancellationNote(values, lang, data.freeCancellation),
    ],
  };
});

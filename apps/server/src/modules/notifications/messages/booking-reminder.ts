import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingMailValues, cancellationNote, greetingFor } from './values.ts';

export interface BookingReminderData extends MessageData {
  booking: BookingFacts;
  therapyLabelKey: string;
  /** A one-time login link that opens the booking card. */
  loginUrl: string;
  /** The customer has not signed the health questionnaire yet. */
  healthFormMissing: boolean;
  /** Whether the booking may still be cancelled free of charge when the mail is written. */
  freeCancellation: boolean;
}

/**
 * The reminder about 48 hours before the appointment; when the customer has not signed the health
 * questionnaire yet, it asks for it before the first therapy.
 */
export const bookingReminder = defineMessage((data: BookingReminderData, { language: lang, practice, publicUrl }) => {
  const values = bookingMailValues(data.booking, lang, data.therapyLabelKey, practice);
  const healthNote = data.healthFormMissing ? [mailText(lang, 'booking.reminder.healthForm', { url: `${publicUrl}/health-form` })] : [];
  return {
    subject: mailText(lang, 'booking.reminder.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [
      mailText(lang, 'booking.reminder.intro'),
      mailText(lang, 'booking.appointment.when', values),
      mailText(lang, 'booking.appointment.what', values),
      ...healthNote,
    ],
    action: { label: mailText(lang, 'booking.reminder.button'), url: data.loginUrl },
    notes: [cancellationNote(values, lang, data.freeCancellation)],
  };
});

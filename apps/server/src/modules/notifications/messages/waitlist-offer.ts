import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingMailValues, greetingFor } from './values.ts';

export interface WaitlistOfferData extends MessageData {
  /** The freed slot (no booking yet: `id` is 0). */
  booking: BookingFacts;
  therapyLabelKey: string;
  /** The offer's page: one button there books the slot if it is still free. */
  offerUrl: string;
}

/**
 * A time the customer waits for has freed up. Sent to every matching request in the order they
 * were made; the first to book gets it, so the mail says it may be gone.
 */
export const waitlistOffer = defineMessage((data: WaitlistOfferData, { language: lang, practice }) => {
  const values = bookingMailValues(data.booking, lang, data.therapyLabelKey, practice);
  return {
    subject: mailText(lang, 'waitlist.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [
      mailText(lang, 'waitlist.intro', values),
      mailText(lang, 'booking.appointment.when', values),
      mailText(lang, 'booking.appointment.what', values),
    ],
    action: { label: mailText(lang, 'waitlist.button'), url: data.offerUrl },
    notes: [mailText(lang, 'waitlist.firstCome', values), mailText(lang, 'waitlist.stop', values)],
  };
});

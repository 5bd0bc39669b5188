import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData, type Recipient } from '../message.ts';
import { bookingMailValues, fullName, greetingFor } from './values.ts';

export interface HealthFormReminderData extends MessageData {
  /** The customer who comes without a signed health form (`to` is the therapist). */
  customer: Pick<Recipient, 'email' | 'firstName' | 'lastName'>;
  booking: BookingFacts;
  therapyLabelKey: string;
}

/**
 * Tells the therapist, in the therapist's language, that the customer comes for the first therapy
 * without a signed health form; the button opens the customer's profile in the staff view.
 */
export const healthFormReminder = defineMessage((data: HealthFormReminderData, { language: lang, practice, publicUrl }) => {
  const { customer } = data;
  const values = {
    ...bookingMailValues(data.booking, lang, data.therapyLabelKey, practice),
    customer: fullName(customer) || customer.email,
    email: customer.email,
  };
  return {
    subject: mailText(lang, 'booking.healthReminder.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [mailText(lang, 'booking.healthReminder.intro', values), mailText(lang, 'booking.healthReminder.hint')],
    action: { label: mailText(lang, 'booking.healthReminder.button'), url: `${publicUrl}/account?email=${encodeURIComponent(customer.email)}` },
  };
});

import { LANGUAGE_NAMES, isLanguage } from '@praxis/domain';
import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingMailValues, greetingFor } from './values.ts';

export interface StaffCancellationData extends MessageData {
  booking: BookingFacts;
  therapyLabelKey: string;
  /** The text staff wrote (prefilled from their choices), in the recipient's language. */
  text: string;
  /** The same text in a second language, appended. */
  translation?: { language: string; text: string };
}

const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The front desk's cancellation: the text staff chose and edited, the cancelled appointment, an
 * optional translation, and a button that books the same therapy and duration again.
 */
export const staffCancellation = defineMessage((data: StaffCancellationData, { language: lang, practice, publicUrl }) => {
  const { booking, translation } = data;
  const values = bookingMailValues(booking, lang, data.therapyLabelKey, practice);
  const translated = translation
    ? [
        `${mailText(lang, 'booking.staffCancel.translation')} (${isLanguage(translation.language) ? LANGUAGE_NAMES[translation.language] : translation.language}):`,
        ...paragraphsOf(translation.text),
      ]
    : [];
  return {
    subject: mailText(lang, 'booking.staffCancel.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [...paragraphsOf(data.text), mailText(lang, 'booking.staffCancel.appointment', values), ...translated],
    action: {
      label: mailText(lang, 'booking.cancelled.button'),
      url: `${publicUrl}/bookoptions?therapyid=${booking.therapyId}&arrangementid=${booking.arrangementId}`,
    },
  };
});

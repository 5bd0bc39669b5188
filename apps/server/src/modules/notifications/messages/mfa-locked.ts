import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

export interface MfaLockedData extends MessageData {
  /** How long the second step stays locked. */
  minutes: number;
}

/** 5 wrong codes after a correct password or link: the user should know someone may have their password. */
export const mfaLocked = defineMessage((data: MfaLockedData, { language: lang, practice }) => {
  const values = { practiceName: practice.name, minutes: data.minutes };
  return {
    subject: mailText(lang, 'mfaLocked.subject', values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [mailText(lang, 'mfaLocked.intro', values), mailText(lang, 'mfaLocked.advice', values)],
    notes: [mailText(lang, 'mfaLocked.notYou', values)],
  };
});

import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type MessageData } from '../message.ts';
import { greetingFor } from './values.ts';

/** Why a login link is sent; each purpose has its own subject and introduction. */
export type LoginLinkPurpose = 'newAccount' | 'login' | 'passwordInvalidated';

export interface LoginLinkData extends MessageData {
  purpose: LoginLinkPurpose;
  /** The one-time login link. */
  url: string;
}

/** The login-link mail: registration, a new link, or forgot-password. */
export const loginLink = defineMessage((data: LoginLinkData, { language: lang, practice }) => {
  const values = { practiceName: practice.name };
  return {
    subject: mailText(lang, `loginLink.${data.purpose}.subject`, values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [mailText(lang, `loginLink.${data.purpose}.intro`, values)],
    action: { label: mailText(lang, 'loginLink.button'), url: data.url },
    notes: [mailText(lang, 'loginLink.validity', { hours: practice.loginLinkHours }), mailText(lang, 'loginLink.ignore')],
  };
});

import { safeReturnPath, type PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { mailText } from '../../lib/server-texts.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { renderMail } from '../mail/render-mail.ts';
import type { UserRow } from './account.repo.ts';

export type LoginLinkPurpose = 'newAccount' | 'login' | 'passwordInvalidated';

/** `PUBLIC_URL` + the page to open, with `email` and the one-time `pw` token in the query. */
export function loginLinkUrl(publicUrl: string, returnPath: string | undefined, email: string, token: string): string {
  const path = safeReturnPath(returnPath);
  const separator = path.includes('?') ? '&' : '?';
  return `${publicUrl}${path}${separator}email=${encodeURIComponent(email)}&pw=${encodeURIComponent(token)}`;
}

/** Writes the login-link mail for `user` into the outbox, in the user's language. */
export async function enqueueLoginLinkMail(
  db: Executor,
  options: { user: UserRow; url: string; purpose: LoginLinkPurpose; practice: PracticeSettings; messageDomain: string },
): Promise<void> {
  const { user, url, purpose, practice } = options;
  const lang = user.language;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const values = { practiceName: practice.name };
  const mail = renderMail(
    {
      subject: mailText(lang, `loginLink.${purpose}.subject`, values),
      greeting: name ? mailText(lang, 'greetingName', { name }) : mailText(lang, 'greeting'),
      paragraphs: [mailText(lang, `loginLink.${purpose}.intro`, values)],
      action: { label: mailText(lang, 'loginLink.button'), url },
      notes: [mailText(lang, 'loginLink.validity', { hours: practice.loginLinkHours }), mailText(lang, 'loginLink.ignore')],
    },
    lang,
    practice,
  );
  await enqueueMail(db, user.email, mail, options.messageDomain);
}

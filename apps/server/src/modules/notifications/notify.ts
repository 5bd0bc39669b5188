import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { draftMessage, type NotificationMessage } from './catalogue.ts';
import { enqueueMail, enqueueMails } from './outbox.repo.ts';
import { renderMail } from './render-mail.ts';

/**
 * Renders `message` in its recipient's language (the practice's contact data in the footer) and
 * writes it into the outbox with `tx`, the transaction of the change that causes it. After the
 * commit the caller calls `ctx.notifyMail()`, which wakes the mail job. Answers the outbox row's id
 * (its delivery state can be asked for later).
 */
export async function notify(ctx: AppContext, tx: Executor, message: NotificationMessage): Promise<number> {
  const practice = await ctx.settings(tx);
  const language = message.to.language;
  const messageDomain = new URL(ctx.config.publicUrl).hostname;
  const { attachments, ...content } = draftMessage(message, { language, practice, publicUrl: ctx.config.publicUrl, messageDomain });
  const row = await enqueueMail(tx, message.to.email, { ...renderMail(content, language, practice), attachments }, messageDomain);
  return row.id;
}

/**
 * `notify` for many messages of one change at once (a freed slot offered to the waiting list):
 * the settings are read once and the outbox rows written in one statement, in the given order.
 */
export async function notifyMany(ctx: AppContext, tx: Executor, messages: readonly NotificationMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const practice = await ctx.settings(tx);
  const messageDomain = new URL(ctx.config.publicUrl).hostname;
  const mails = messages.map((message) => {
    const language = message.to.language;
    const { attachments, ...content } = draftMessage(message, { language, practice, publicUrl: ctx.config.publicUrl, messageDomain });
    return { to: message.to.email, mail: { ...renderMail(content, language, practice), attachments } };
  });
  await enqueueMails(tx, mails, messageDomain);
}

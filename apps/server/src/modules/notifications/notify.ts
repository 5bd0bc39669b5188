import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { draftMessage, type NotificationMessage } from './catalogue.ts';
import { enqueueMail } from './outbox.repo.ts';
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

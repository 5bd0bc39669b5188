import { isFreeCancellation, type PracticeSettings } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertLoginLink, loginLinkUrl } from '../account/index.ts';
import { notify, type MessageOf } from '../notifications/index.ts';
import type { UserRow } from '../users/index.ts';

type LinkedKind = 'bookingConfirmation' | 'temporaryBooking' | 'bookingReminder';
/** A customer's mail about one booking whose button logs in and opens the booking card. */
export type BookingLinkMessage = { [K in LinkedKind]: Omit<MessageOf<K>, 'to' | 'loginUrl' | 'freeCancellation'> & { to: UserRow } }[LinkedKind];

/**
 * A new one-time login link that opens the standalone booking card `/booking/<id>` after logging
 * `user` in; using it also proves that the booking's e-mail address belongs to the one who
 * reserved it (see `verifyReservation`). NOTE: the newest link supersedes the user's older ones (intended: only the latest
 * mail logs in); it expires after the practice's `loginLinkHours`.
 */
export async function bookingLoginUrl(
  ctx: AppContext,
  tx: Executor,
  options: { user: UserRow; bookingId: number; now: Date; practice: PracticeSettings },
): Promise<string> {
  const { user, now } = options;
  const token = newToken();
  await insertLoginLink(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + options.practice.loginLinkHours * 3_600_000),
    bookingId: options.bookingId,
  });
  return loginLinkUrl(ctx.config.publicUrl, `/booking/${options.bookingId}`, user.email, token);
}

/**
 * Writes `message` to its customer with a new login link to `message.booking` as its button (see
 * `bookingLoginUrl`), in the caller's transaction; the mail states the cancellation terms as they
 * stand at `link.now` (a booking already within the window is no longer free to cancel).
 */
export async function notifyWithBookingLink(
  ctx: AppContext,
  tx: Executor,
  message: BookingLinkMessage,
  link: { now: Date; practice: PracticeSettings },
): Promise<void> {
  const loginUrl = await bookingLoginUrl(ctx, tx, { user: message.to, bookingId: message.booking.id, ...link });
  const freeCancellation = isFreeCancellation(message.booking.startsAt.getTime(), link.now.getTime(), link.practice.cancelHours);
  await notify(ctx, tx, { ...message, loginUrl, freeCancellation });
}

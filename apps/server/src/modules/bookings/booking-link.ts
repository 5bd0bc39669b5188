import type { PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { insertLoginLink, type UserRow } from '../account/account.repo.ts';
import { loginLinkUrl } from '../account/login-link-mail.ts';

/**
 * A new one-time login link that opens the standalone booking card `/booking/<id>` after logging
 * `user` in; using it also proves that the booking's e-mail address belongs to the one who
 * reserved it (see `verifyReservation`). NOTE: the newest link supersedes the user's older ones (intended: only the latest
 * mail logs in); it expires after the practice's `loginLinkHours`.
 */
export async function bookingLoginUrl(
  db: Executor,
  options: { user: UserRow; bookingId: number; publicUrl: string; now: Date; practice: PracticeSettings },
): Promise<string> {
  const { user, now } = options;
  const token = newToken();
  await insertLoginLink(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + options.practice.loginLinkHours * 3_600_000),
    bookingId: options.bookingId,
  });
  return loginLinkUrl(options.publicUrl, `/booking/${options.bookingId}`, user.email, token);
}

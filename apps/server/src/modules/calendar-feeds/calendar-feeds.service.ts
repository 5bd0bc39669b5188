import { actsAs, addMonths, isInactiveOn, practiceDate, type RoleName } from '@praxis/domain';
import ical from 'ical-generator';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailText, serverText } from '../../lib/server-texts.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { rolesOfUser } from '../users/index.ts';
import { feedAbsences, feedBookings, feedOf, feedOwner, removeFeed, replaceFeed } from './calendar-feeds.repo.ts';

/** A feed shows three months back and the booking horizon ahead (at most a year). */
const BACK_MONTHS = 3;
const AHEAD_MONTHS = 12;
/** A token is 43 URL-safe characters (256 bits). */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Whether the user has a feed, and since when. */
export async function feedState(ctx: AppContext, userId: number): Promise<{ active: boolean; createdAt: string | null }> {
  const feed = await feedOf(ctx.db, userId);
  return { active: feed !== undefined, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Makes the user's feed address, replacing an earlier one. */
export async function createFeed(ctx: AppContext, userId: number): Promise<string> {
  const token = newToken();
  await replaceFeed(ctx.db, userId, hashToken(token), ctx.now());
  return new URL(`/api/calendar/${token}.ics`, ctx.config.publicUrl).toString();
}

/** Removes the user's feed (its address stops working); nothing to do when they have none. */
export async function deleteFeed(ctx: AppContext, userId: number): Promise<void> {
  await removeFeed(ctx.db, userId);
}

const initialOf = (name: string | null) => (name ? `${name.charAt(0)}.` : '');

/**
 * The feed of `file` (`<token>.ics`) as iCalendar text; 404 when no feed has that token. The
 * token is looked up by its SHA-256, so how long the answer takes tells nothing about how much of
 * a guessed token was right. A therapist sees their bookings with the customer's first name and
 * initial, their absences and the practice's closures; a customer their own bookings.
 */
export async function feedCalendar(ctx: AppContext, file: string): Promise<string> {
  const token = FEED_FILE.exec(file)?.[1];
  const owner = await feedOwner(ctx.db, hashToken(token ?? file));
  if (!token || !owner || owner.erasedAt || isInactiveOn(owner.inactiveFrom, practiceDate(ctx.now()))) throw new AppError('NOT_FOUND', 'No such calendar.');
  const now = ctx.now();
  const practice = await ctx.settings(ctx.db);
  const lang = owner.language;
  const today = practiceDate(now);
  const from = new Date(`${addMonths(today, -BACK_MONTHS)}T00:00:00Z`);
  const to = new Date(`${addMonths(today, Math.min(AHEAD_MONTHS, practice.bookingHorizonMonths + 1))}T00:00:00Z`);
  const roles: RoleName[] = await rolesOfUser(ctx.db, owner.id);
  const treats = actsAs(roles, 'therapist');
  const domain = new URL(ctx.config.publicUrl).hostname;
  const location = `${practice.name}, ${practice.street}, ${practice.postalCode} ${practice.city}`;
  const calendar = ical({ name: mailText(lang, 'calendarFeed.name', { practiceName: practice.name }), prodId: { company: practice.name, product: 'feed' } });
  for (const booking of await feedBookings(ctx.db, owner.id, from, to)) {
    const therapy = serverText('therapies', lang, `items.${booking.labelKey}.name`);
    const mine = booking.customerId === owner.id;
    const summary = mine
      ? mailText(lang, 'calendarFeed.ownBooking', { therapy, therapist: [booking.therapistFirstName, booking.therapistLastName].filter(Boolean).join(' ') })
      : mailText(lang, 'calendarFeed.therapistBooking', {
          therapy,
          customer: `${booking.customerFirstName ?? ''} ${initialOf(booking.customerLastName)}`.trim(),
        });
    calendar.createEvent({
      // The booking mails' UID: a calendar that imported the mail's file updates the same event.
      id: `booking-${booking.id}@${domain}`,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: booking.temporary ? `${summary} (${mailText(lang, 'calendarFeed.temporary')})` : summary,
      location,
    });
  }
  if (treats) {
    for (const absence of await feedAbsences(ctx.db, owner.id, from, to)) {
      calendar.createEvent({
        id: `absence-${absence.id}@${domain}`,
        start: absence.startsAt,
        end: absence.endsAt,
        summary: mailText(lang, absence.therapistId === null ? 'calendarFeed.practiceClosed' : 'calendarFeed.absence'),
      });
    }
  }
  return calendar.toString();
}

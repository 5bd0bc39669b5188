import { formatChf, type PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { mailText, serverText } from '../../lib/server-texts.ts';
import type { UserRow } from '../account/account.repo.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { renderMail } from '../mail/render-mail.ts';
import { bookingCalendar } from './booking-calendar.ts';
import type { BookingRow } from './bookings.repo.ts';

const ZONE = 'Europe/Zurich';

/**
 * Writes the booking confirmation (with the .ics calendar file) into the outbox, in the customer's
 * language; call it in the booking's transaction.
 */
export async function enqueueBookingConfirmation(
  db: Executor,
  options: { booking: BookingRow; customer: UserRow; therapyLabelKey: string; practice: PracticeSettings; publicUrl: string; messageDomain: string },
): Promise<void> {
  const { booking, customer, practice } = options;
  const lang = customer.language;
  const locale = `${lang}-CH`;
  const date = booking.startsAt.toLocaleDateString(locale, { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = booking.startsAt.toLocaleTimeString(locale, { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });
  const therapy = serverText('therapies', lang, `items.${options.therapyLabelKey}.name`);
  const url = `${options.publicUrl}/bookings`;
  const values = { date, time, therapy, minutes: booking.durationMinutes, price: formatChf(booking.priceRappen, lang), hours: practice.cancelHours, practiceName: practice.name };
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const mail = renderMail(
    {
      subject: mailText(lang, 'booking.confirmed.subject', values),
      greeting: name ? mailText(lang, 'greetingName', { name }) : mailText(lang, 'greeting'),
      paragraphs: [mailText(lang, 'booking.confirmed.intro'), mailText(lang, 'booking.confirmed.when', values), mailText(lang, 'booking.confirmed.what', values)],
      action: { label: mailText(lang, 'booking.confirmed.button'), url },
      notes: [mailText(lang, 'booking.confirmed.cancel', values), mailText(lang, 'booking.confirmed.calendar')],
    },
    lang,
    practice,
  );
  const ics = bookingCalendar({
    uid: `booking-${booking.id}@${options.messageDomain}`,
    start: booking.startsAt,
    end: new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000),
    summary: `${therapy} – ${practice.name}`,
    description: mailText(lang, 'booking.confirmed.what', values),
    practice,
    url,
  });
  await enqueueMail(db, customer.email, { ...mail, attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') }] }, options.messageDomain);
}

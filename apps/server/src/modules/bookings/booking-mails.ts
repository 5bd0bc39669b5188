import type { PracticeSettings } from '@praxis/domain';
import type { Executor } from '../../db/client.ts';
import { mailText } from '../../lib/server-texts.ts';
import type { UserRow } from '../account/account.repo.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import { renderMail } from '../mail/render-mail.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingLoginUrl } from './booking-link.ts';
import { bookingMailValues, greetingFor, localDateTime } from './booking-mail-values.ts';
import type { BookingRow } from './bookings.repo.ts';

// One import place for every booking mail; the notices live in their own file to keep files small.
export { enqueueCancellationNotice, enqueueHealthFormReminder, type CancellationReason } from './booking-notices.ts';

/** What every mail to the customer about one booking needs; `now` dates the login link in it. */
export interface CustomerBookingMail {
  booking: BookingRow;
  customer: UserRow;
  therapyLabelKey: string;
  practice: PracticeSettings;
  publicUrl: string;
  messageDomain: string;
  now: Date;
}

const loginUrlFor = (db: Executor, options: CustomerBookingMail) =>
  bookingLoginUrl(db, { user: options.customer, bookingId: options.booking.id, publicUrl: options.publicUrl, now: options.now, practice: options.practice });

/**
 * Writes the booking confirmation (with the .ics calendar file) into the outbox, in the customer's
 * language; its button logs the customer in and opens the booking. Call it in the booking's transaction.
 */
export async function enqueueBookingConfirmation(db: Executor, options: CustomerBookingMail): Promise<void> {
  const { booking, customer, practice } = options;
  const lang = customer.language;
  const values = bookingMailValues(booking, lang, options.therapyLabelKey, practice);
  const mail = renderMail(
    {
      subject: mailText(lang, 'booking.confirmed.subject', values),
      greeting: greetingFor(customer, lang),
      paragraphs: [
        mailText(lang, 'booking.confirmed.intro'),
        mailText(lang, 'booking.appointment.when', values),
        mailText(lang, 'booking.appointment.what', values),
      ],
      action: { label: mailText(lang, 'booking.confirmed.button'), url: await loginUrlFor(db, options) },
      notes: [mailText(lang, 'booking.appointment.cancel', values), mailText(lang, 'booking.confirmed.calendar')],
    },
    lang,
    practice,
  );
  const ics = bookingCalendar({
    uid: `booking-${booking.id}@${options.messageDomain}`,
    start: booking.startsAt,
    end: new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000),
    summary: `${values.therapy} – ${practice.name}`,
    description: mailText(lang, 'booking.appointment.what', values),
    practice,
    // NOTE: no login token here: a calendar entry outlives the link and may be shared.
    url: `${options.publicUrl}/booking/${booking.id}`,
  });
  await enqueueMail(
    db,
    customer.email,
    {
      ...mail,
      attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') }],
    },
    options.messageDomain,
  );
}

/**
 * Writes the mail for a temporary (guest) booking: the slot is reserved until `temporaryUntil`; the
 * login link leads to the booking, where the missing personal data confirm it. No .ics: not confirmed yet.
 */
export async function enqueueTemporaryBookingMail(db: Executor, options: CustomerBookingMail): Promise<void> {
  const { booking, customer, practice } = options;
  if (!booking.temporaryUntil) throw new Error(`booking ${booking.id} is not temporary`);
  const lang = customer.language;
  const values = bookingMailValues(booking, lang, options.therapyLabelKey, practice);
  const until = localDateTime(booking.temporaryUntil, lang);
  const mail = renderMail(
    {
      subject: mailText(lang, 'booking.temporary.subject', values),
      greeting: greetingFor(customer, lang),
      paragraphs: [
        mailText(lang, 'booking.temporary.intro', { untilDate: until.date, untilTime: until.time }),
        mailText(lang, 'booking.appointment.when', values),
        mailText(lang, 'booking.appointment.what', values),
        mailText(lang, 'booking.temporary.confirm'),
      ],
      action: { label: mailText(lang, 'booking.temporary.button'), url: await loginUrlFor(db, options) },
      notes: [
        mailText(lang, 'loginLink.validity', { hours: practice.loginLinkHours }),
        mailText(lang, 'booking.temporary.notMe'),
        mailText(lang, 'booking.appointment.cancel', values),
      ],
    },
    lang,
    practice,
  );
  await enqueueMail(db, customer.email, mail, options.messageDomain);
}

/**
 * Writes the reminder about 48 hours before the appointment; when the customer has not signed the
 * health questionnaire yet, it asks for it before the first therapy.
 */
export async function enqueueBookingReminder(db: Executor, options: CustomerBookingMail & { healthFormMissing: boolean }): Promise<void> {
  const { booking, customer, practice } = options;
  const lang = customer.language;
  const values = bookingMailValues(booking, lang, options.therapyLabelKey, practice);
  const healthNote = options.healthFormMissing ? [mailText(lang, 'booking.reminder.healthForm', { url: `${options.publicUrl}/health-form` })] : [];
  const mail = renderMail(
    {
      subject: mailText(lang, 'booking.reminder.subject', values),
      greeting: greetingFor(customer, lang),
      paragraphs: [
        mailText(lang, 'booking.reminder.intro'),
        mailText(lang, 'booking.appointment.when', values),
        mailText(lang, 'booking.appointment.what', values),
        ...healthNote,
      ],
      action: { label: mailText(lang, 'booking.reminder.button'), url: await loginUrlFor(db, options) },
      notes: [mailText(lang, 'booking.appointment.cancel', values)],
    },
    lang,
    practice,
  );
  await enqueueMail(db, customer.email, mail, options.messageDomain);
}

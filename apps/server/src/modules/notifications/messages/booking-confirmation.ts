import { bookingNumberOf } from '@praxis/domain';
import { mailText } from '../../../lib/server-texts.ts';
import { defineMessage, type BookingFacts, type MessageData } from '../message.ts';
import { bookingCalendar } from './booking-calendar.ts';
import { bookingMailValues, cancellationNote, greetingFor } from './values.ts';

export interface BookingConfirmationData extends MessageData {
  booking: BookingFacts;
  therapyLabelKey: string;
  /** A one-time login link that opens the booking card. */
  loginUrl: string;
  /** Whether the booking may still be cancelled free of charge when the mail is written. */
  freeCancellation: boolean;
  /** The booking was moved to this time: the mail says so, its calendar file updates the event. */
  moved?: boolean;
}

/**
 * The booking confirmation (also after a reactivation or a move), naming the booking number, with
 * the .ics calendar file; its button logs the customer in and opens the booking.
 */
export const bookingConfirmation = defineMessage((data: BookingConfirmationData, { language: lang, practice, publicUrl, messageDomain }) => {
  const { booking } = data;
  const values = bookingMailValues(booking, lang, data.therapyLabelKey, practice);
  const ics = bookingCalendar({
    uid: `booking-${booking.id}@${messageDomain}`,
    start: booking.startsAt,
    end: new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000),
    summary: `${values.therapy} – ${practice.name}`,
    description: mailText(lang, 'booking.appointment.what', values),
    practice,
    // NOTE: no login token here: a calendar entry outlives the link and may be shared.
    url: `${publicUrl}/booking/${booking.id}`,
    sequence: booking.sequence,
  });
  const kind = data.moved ? 'moved' : 'confirmed';
  const number = bookingNumberOf({ numberYear: booking.numberYear ?? null, numberInYear: booking.numberInYear ?? null });
  return {
    subject: mailText(lang, `booking.${kind}.subject`, values),
    greeting: greetingFor(data.to, lang),
    paragraphs: [
      mailText(lang, `booking.${kind}.intro`),
      mailText(lang, 'booking.appointment.when', values),
      mailText(lang, 'booking.appointment.what', values),
      ...(number ? [mailText(lang, 'booking.appointment.number', { number })] : []),
    ],
    action: { label: mailText(lang, 'booking.confirmed.button'), url: data.loginUrl },
    notes: [cancellationNote(values, lang, data.freeCancellation), mailText(lang, 'booking.confirmed.calendar')],
    attachments: [{ filename: 'termin.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') }],
  };
});

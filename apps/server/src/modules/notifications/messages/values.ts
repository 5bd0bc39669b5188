import { DEFAULT_LANGUAGE, formatChf, isLanguage, type PracticeSettings } from '@praxis/domain';
import { mailText, serverText } from '../../../lib/server-texts.ts';
import type { BookingFacts, Recipient } from '../message.ts';

/** The practice's zone: every date and time in a mail is local wall-clock time there. */
const ZONE = 'Europe/Zurich';

/** The date (weekday, day, month, year) and time (HH:MM) of `instant` in Zurich, written for `language`. */
export function localDateTime(instant: Date, language: string): { date: string; time: string } {
  const locale = `${isLanguage(language) ? language : DEFAULT_LANGUAGE}-CH`;
  return {
    date: instant.toLocaleDateString(locale, { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    time: instant.toLocaleTimeString(locale, { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }),
  };
}

export interface BookingMailValues extends Record<string, string | number> {
  date: string;
  time: string;
  therapy: string;
  minutes: number;
  price: string;
  /** Free cancellation until this many hours before the start. */
  hours: number;
  practiceName: string;
}

/** The placeholders every booking mail fills in: when, what, price, cancellation hours, practice. */
export function bookingMailValues(booking: BookingFacts, language: string, therapyLabelKey: string, practice: PracticeSettings): BookingMailValues {
  return {
    ...localDateTime(booking.startsAt, language),
    therapy: serverText('therapies', language, `items.${therapyLabelKey}.name`),
    minutes: booking.durationMinutes,
    price: formatChf(booking.priceRappen, isLanguage(language) ? language : DEFAULT_LANGUAGE),
    hours: practice.cancelHours,
    practiceName: practice.name,
  };
}

/**
 * The cancellation terms under a booking: free until `hours` before the start, or, for a booking
 * already within that window when the mail is written, that a cancellation is charged in full
 * (such a mail must not promise a free cancellation).
 */
export function cancellationNote(values: BookingMailValues, language: string, freeCancellation: boolean): string {
  return mailText(language, freeCancellation ? 'booking.appointment.cancel' : 'booking.appointment.cancelLate', values);
}

/** First and last name, as far as known ('' for a guest who has not given them yet). */
export const fullName = (person: Pick<Recipient, 'firstName' | 'lastName'>) => [person.firstName, person.lastName].filter(Boolean).join(' ');

/** "Hello <name>", or the plain greeting while the name is unknown. */
export function greetingFor(person: Pick<Recipient, 'firstName' | 'lastName'>, language: string): string {
  const name = fullName(person);
  return name ? mailText(language, 'greetingName', { name }) : mailText(language, 'greeting');
}

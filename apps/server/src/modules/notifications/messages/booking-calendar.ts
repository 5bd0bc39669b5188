import type { PracticeSettings } from '@praxis/domain';
import ical from 'ical-generator';

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  practice: PracticeSettings;
  url: string;
  /** 0 for a new booking, higher after each move: the calendar replaces the event of the same UID. */
  sequence?: number;
}

/**
 * The booking as an iCalendar file. NOTE: start and end are given as UTC instants (ical-generator
 * used the server's zone when given a plain date and a zone name), so calendars show the right
 * local time in Europe/Zurich across daylight-saving changes.
 */
export function bookingCalendar(event: CalendarEvent): string {
  const calendar = ical({ name: event.practice.name, prodId: { company: event.practice.name, product: 'booking', language: 'DE' } });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence ?? 0,
    start: event.start,
    end: event.end,
    summary: event.summary,
    description: event.description,
    location: `${event.practice.name}, ${event.practice.street}, ${event.practice.postalCode} ${event.practice.city}`,
    url: event.url,
    organizer: { name: event.practice.name, email: event.practice.email },
  });
  return calendar.toString();
}

import { Temporal } from 'temporal-polyfill';

/** The practice's time zone: plans are wall-clock times here, instants are stored as UTC. */
export const PRACTICE_TIME_ZONE = 'Europe/Zurich';

/** The calendar date (YYYY-MM-DD) of `instant` in the practice's zone. */
export function practiceDate(instant: Date): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(PRACTICE_TIME_ZONE).toPlainDate().toString();
}

/** The practice's time zone: plans are wall-clock times here, instants are stored as UTC. */
export const PRACTICE_TIME_ZONE = 'Europe/Zurich';

// NOTE: the booking calendar's availability query, shared rather than copied (one cache key for the
// same weeks). Web features do not import each other; until app/ hands it in, this one import does.
// eslint-disable-next-line import/no-restricted-paths
export { useWeeksAvailability } from '../../booking-flow/api/availability-queries.ts';

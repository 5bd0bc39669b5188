export { clearEvents, countEvents, takeEvent, type RateLimit } from './rate-events.repo.ts';

export { startHeldByBookings } from './availability.repo.ts';
export { isStaffBooker, scheduleInput } from './availability.service.ts';

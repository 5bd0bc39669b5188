export { deleteRequestsOfCustomer } from './waitlist.repo.ts';

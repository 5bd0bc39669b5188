export { listPublishedTherapists } from './therapists.repo.ts';

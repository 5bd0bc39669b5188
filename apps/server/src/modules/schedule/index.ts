export { therapistIdsWithPlan } from './schedule.repo.ts';

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './week-plans.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const createWeekPlanEndpoint: Endpoint<typeof C.createWeekPlanContract> = { method: 'POST', path: '/api/week-plans' };
export const deleteWeekPlanEndpoint: Endpoint<typeof C.deleteWeekPlanContract> = { method: 'DELETE', path: '/api/week-plans/:id' };
export const updateWeekPlanEndpoint: Endpoint<typeof C.updateWeekPlanContract> = { method: 'PUT', path: '/api/week-plans/:id' };
export const weekPlansEndpoint: Endpoint<typeof C.weekPlansContract> = { method: 'GET', path: '/api/week-plans' };

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './operation-plan.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const operationPlanEndpoint: Endpoint<typeof C.operationPlanContract> = { method: 'GET', path: '/api/operation-plan' };

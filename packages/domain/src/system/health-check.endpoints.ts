// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './health-check.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const healthCheckEndpoint: Endpoint<typeof C.healthCheckContract> = { method: 'GET', path: '/api/health' };

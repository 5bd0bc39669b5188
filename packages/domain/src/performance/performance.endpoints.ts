// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './performance.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const performanceEndpoint: Endpoint<typeof C.performanceContract> = { method: 'GET', path: '/api/staff/performance' };
export const performanceCsvEndpoint: Endpoint<typeof C.performanceCsvContract> = { method: 'GET', path: '/api/staff/performance.csv' };

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './availability.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const availabilityEndpoint: Endpoint<typeof C.availabilityContract> = { method: 'GET', path: '/api/availability' };

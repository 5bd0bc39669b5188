// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './staff-search.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const staffSearchEndpoint: Endpoint<typeof C.staffSearchContract> = { method: 'GET', path: '/api/staff/search' };

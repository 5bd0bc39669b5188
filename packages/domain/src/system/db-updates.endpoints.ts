// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './db-updates.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const dbUpdatesEndpoint: Endpoint<typeof C.dbUpdatesContract> = { method: 'GET', path: '/api/admin/db-updates' };

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './practice-setup.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const practiceSetupEndpoint: Endpoint<typeof C.practiceSetupContract> = { method: 'GET', path: '/api/admin/setup' };
export const publishSiteEndpoint: Endpoint<typeof C.publishSiteContract> = { method: 'POST', path: '/api/admin/setup/publish' };

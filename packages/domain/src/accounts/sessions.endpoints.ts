// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './sessions.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const accountSessionsEndpoint: Endpoint<typeof C.accountSessionsContract> = { method: 'GET', path: '/api/account/sessions' };
export const endOtherSessionsEndpoint: Endpoint<typeof C.endOtherSessionsContract> = { method: 'POST', path: '/api/account/sessions/end-others' };
export const endSessionEndpoint: Endpoint<typeof C.endSessionContract> = { method: 'DELETE', path: '/api/account/sessions/:id' };
export const endUserSessionsEndpoint: Endpoint<typeof C.endUserSessionsContract> = { method: 'DELETE', path: '/api/admin/users/:id/sessions' };

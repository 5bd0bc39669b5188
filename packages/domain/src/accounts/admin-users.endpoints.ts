// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './admin-users.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const adminUsersEndpoint: Endpoint<typeof C.adminUsersContract> = { method: 'GET', path: '/api/admin/users' };
export const setUserRolesEndpoint: Endpoint<typeof C.setUserRolesContract> = { method: 'PUT', path: '/api/admin/users/:id/roles' };

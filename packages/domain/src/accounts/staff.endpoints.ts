// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './staff.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const createStaffEndpoint: Endpoint<typeof C.createStaffContract> = { method: 'POST', path: '/api/admin/staff' };
export const staffListEndpoint: Endpoint<typeof C.staffListContract> = { method: 'GET', path: '/api/admin/staff' };
export const updateStaffEndpoint: Endpoint<typeof C.updateStaffContract> = { method: 'PUT', path: '/api/admin/staff/:id' };

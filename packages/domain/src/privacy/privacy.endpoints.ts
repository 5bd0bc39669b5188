// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './privacy.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const auditLogEndpoint: Endpoint<typeof C.auditLogContract> = { method: 'GET', path: '/api/admin/audit' };
export const customerExportEndpoint: Endpoint<typeof C.customerExportContract> = { method: 'GET', path: '/api/admin/customers/:id/export' };
export const eraseCustomerEndpoint: Endpoint<typeof C.eraseCustomerContract> = { method: 'POST', path: '/api/admin/customers/:id/erase' };
export const exportRequestEndpoint: Endpoint<typeof C.exportRequestContract> = { method: 'POST', path: '/api/profile/export-request' };
export const ownExportEndpoint: Endpoint<typeof C.ownExportContract> = { method: 'POST', path: '/api/profile/export' };

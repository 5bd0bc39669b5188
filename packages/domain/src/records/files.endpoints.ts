// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './files.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const customerFileContentEndpoint: Endpoint<typeof C.customerFileContentContract> = { method: 'GET', path: '/api/staff/files/:id' };
export const customerFilesEndpoint: Endpoint<typeof C.customerFilesContract> = { method: 'GET', path: '/api/staff/customers/:id/files' };
export const deleteCustomerFileEndpoint: Endpoint<typeof C.deleteCustomerFileContract> = { method: 'DELETE', path: '/api/staff/files/:id' };
export const uploadCustomerFileEndpoint: Endpoint<typeof C.uploadCustomerFileContract> = { method: 'POST', path: '/api/staff/customers/:id/files' };

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './health-form.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const customerHealthFormEndpoint: Endpoint<typeof C.customerHealthFormContract> = { method: 'GET', path: '/api/users/:id/health-form' };
export const customerHealthFormPdfEndpoint: Endpoint<typeof C.customerHealthFormPdfContract> = { method: 'GET', path: '/api/users/:id/health-form/pdf' };
export const healthFormVersionsEndpoint: Endpoint<typeof C.healthFormVersionsContract> = { method: 'GET', path: '/api/health-form/versions' };
export const ownHealthFormEndpoint: Endpoint<typeof C.ownHealthFormContract> = { method: 'GET', path: '/api/health-form' };
export const ownHealthFormPdfEndpoint: Endpoint<typeof C.ownHealthFormPdfContract> = { method: 'GET', path: '/api/health-form/pdf' };
export const signHealthFormEndpoint: Endpoint<typeof C.signHealthFormContract> = { method: 'POST', path: '/api/health-form' };

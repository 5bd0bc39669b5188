// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './catalogue.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const arrangementsEndpoint: Endpoint<typeof C.arrangementsContract> = { method: 'GET', path: '/api/arrangements' };
export const staffCatalogueEndpoint: Endpoint<typeof C.staffCatalogueContract> = { method: 'GET', path: '/api/catalogue' };
export const therapiesEndpoint: Endpoint<typeof C.therapiesContract> = { method: 'GET', path: '/api/therapies' };
export const updateArrangementEndpoint: Endpoint<typeof C.updateArrangementContract> = { method: 'PUT', path: '/api/catalogue/arrangements/:id' };
export const updateTherapyEndpoint: Endpoint<typeof C.updateTherapyContract> = { method: 'PUT', path: '/api/catalogue/therapies/:id' };

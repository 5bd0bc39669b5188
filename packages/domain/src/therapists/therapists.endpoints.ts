// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './therapists.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const therapistPhotoImageEndpoint: Endpoint<typeof C.therapistPhotoImageContract> = { method: 'GET', path: '/api/therapists/:id/photo' };
export const therapistsEndpoint: Endpoint<typeof C.therapistsContract> = { method: 'GET', path: '/api/therapists' };

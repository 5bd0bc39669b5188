// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './therapist-profile.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const therapistPhotoEndpoint: Endpoint<typeof C.therapistPhotoContract> = { method: 'PUT', path: '/api/admin/therapists/:id/photo' };
export const therapistProfileEndpoint: Endpoint<typeof C.therapistProfileContract> = { method: 'GET', path: '/api/admin/therapists/:id/profile' };
export const updateTherapistProfileEndpoint: Endpoint<typeof C.updateTherapistProfileContract> = { method: 'PUT', path: '/api/admin/therapists/:id/profile' };

// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './therapist-plans.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const createTherapistPlanEndpoint: Endpoint<typeof C.createTherapistPlanContract> = { method: 'POST', path: '/api/therapist-plans' };
export const deleteTherapistPlanEndpoint: Endpoint<typeof C.deleteTherapistPlanContract> = { method: 'DELETE', path: '/api/therapist-plans/:id' };
export const therapistPlansEndpoint: Endpoint<typeof C.therapistPlansContract> = { method: 'GET', path: '/api/therapist-plans' };
export const updateTherapistPlanEndpoint: Endpoint<typeof C.updateTherapistPlanContract> = { method: 'PUT', path: '/api/therapist-plans/:id' };

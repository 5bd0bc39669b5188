// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './absences.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const absencesEndpoint: Endpoint<typeof C.absencesContract> = { method: 'GET', path: '/api/absences' };
export const cancelAbsenceEndpoint: Endpoint<typeof C.cancelAbsenceContract> = { method: 'POST', path: '/api/absences/:id/cancel' };
export const createAbsenceEndpoint: Endpoint<typeof C.createAbsenceContract> = { method: 'POST', path: '/api/absences' };
export const restoreAbsenceEndpoint: Endpoint<typeof C.restoreAbsenceContract> = { method: 'POST', path: '/api/absences/:id/restore' };

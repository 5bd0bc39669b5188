// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './profile.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const acceptTermsEndpoint: Endpoint<typeof C.acceptTermsContract> = { method: 'POST', path: '/api/profile/terms' };
export const changePasswordEndpoint: Endpoint<typeof C.changePasswordContract> = { method: 'PUT', path: '/api/profile/password' };
export const ownProfileEndpoint: Endpoint<typeof C.ownProfileContract> = { method: 'GET', path: '/api/profile' };
export const profileByEmailEndpoint: Endpoint<typeof C.profileByEmailContract> = { method: 'GET', path: '/api/users/profile' };
export const saveOwnProfileEndpoint: Endpoint<typeof C.saveOwnProfileContract> = { method: 'PUT', path: '/api/profile' };
export const saveProfileEndpoint: Endpoint<typeof C.saveProfileContract> = { method: 'PUT', path: '/api/users/:id/profile' };
export const saveStaffFieldsEndpoint: Endpoint<typeof C.saveStaffFieldsContract> = { method: 'PUT', path: '/api/users/:id/staff' };

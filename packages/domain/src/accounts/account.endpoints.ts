// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './account.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const activeRolesEndpoint: Endpoint<typeof C.activeRolesContract> = { method: 'PUT', path: '/api/account/active-roles' };
export const autoLoginEndpoint: Endpoint<typeof C.autoLoginContract> = { method: 'POST', path: '/api/account/auto-login' };
export const forgotPasswordEndpoint: Endpoint<typeof C.forgotPasswordContract> = { method: 'POST', path: '/api/account/forgot-password' };
export const loginEndpoint: Endpoint<typeof C.loginContract> = { method: 'POST', path: '/api/account/login' };
export const loginLinkEndpoint: Endpoint<typeof C.loginLinkContract> = { method: 'POST', path: '/api/account/login-link' };
export const logoutEndpoint: Endpoint<typeof C.logoutContract> = { method: 'POST', path: '/api/account/logout' };
export const registerEndpoint: Endpoint<typeof C.registerContract> = { method: 'POST', path: '/api/account/register' };
export const sessionEndpoint: Endpoint<typeof C.sessionContract> = { method: 'GET', path: '/api/account/me' };

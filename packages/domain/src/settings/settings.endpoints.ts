// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './settings.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const adminSettingsEndpoint: Endpoint<typeof C.adminSettingsContract> = { method: 'GET', path: '/api/admin/settings' };
export const publicSettingsEndpoint: Endpoint<typeof C.publicSettingsContract> = { method: 'GET', path: '/api/settings/public' };
export const updateSettingsEndpoint: Endpoint<typeof C.updateSettingsContract> = { method: 'PUT', path: '/api/admin/settings' };

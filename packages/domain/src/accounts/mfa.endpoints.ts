// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './mfa.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const mfaConfirmEndpoint: Endpoint<typeof C.mfaConfirmContract> = { method: 'POST', path: '/api/account/mfa/confirm' };
export const mfaDisableEndpoint: Endpoint<typeof C.mfaDisableContract> = { method: 'POST', path: '/api/account/mfa/disable' };
export const mfaRecoveryEndpoint: Endpoint<typeof C.mfaRecoveryContract> = { method: 'POST', path: '/api/account/mfa/recovery' };
export const mfaResetEndpoint: Endpoint<typeof C.mfaResetContract> = { method: 'DELETE', path: '/api/admin/users/:id/mfa' };
export const mfaSetupEndpoint: Endpoint<typeof C.mfaSetupContract> = { method: 'POST', path: '/api/account/mfa/setup' };
export const mfaVerifyEndpoint: Endpoint<typeof C.mfaVerifyContract> = { method: 'POST', path: '/api/account/mfa/verify' };

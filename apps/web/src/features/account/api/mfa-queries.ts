import type {
  MfaCodeInput,
  mfaConfirmContract,
  mfaDisableContract,
  mfaRecoveryContract,
  mfaSetupContract,
  mfaVerifyContract,
  RecoveryCodeInput,
  ResponseOf,
  SessionUser,
} from '@praxis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { SESSION_KEY } from './session-queries.ts';

/**
 * The calls of the second factor (an authenticator app's TOTP code). Each answer with a user is
 * written into the session: a confirmed, verified or recovered login is complete from then on.
 */
export function useMfaActions() {
  const queryClient = useQueryClient();
  const setUser = (answer: { user: SessionUser }) => queryClient.setQueryData(SESSION_KEY, answer.user);
  return {
    /** A new secret to scan (QR code) or type. */
    setup: useMutation({ mutationFn: () => apiSend<ResponseOf<typeof mfaSetupContract>>('POST', '/api/account/mfa/setup') }),
    /** The first code confirms the secret; the answer holds the recovery codes, shown this once. */
    confirm: useMutation({
      mutationFn: (input: MfaCodeInput) => apiSend<ResponseOf<typeof mfaConfirmContract>>('POST', '/api/account/mfa/confirm', input),
      onSuccess: setUser,
    }),
    verify: useMutation({
      mutationFn: (input: MfaCodeInput) => apiSend<ResponseOf<typeof mfaVerifyContract>>('POST', '/api/account/mfa/verify', input),
      onSuccess: setUser,
    }),
    recovery: useMutation({
      mutationFn: (input: RecoveryCodeInput) => apiSend<ResponseOf<typeof mfaRecoveryContract>>('POST', '/api/account/mfa/recovery', input),
      onSuccess: setUser,
    }),
    disable: useMutation({
      mutationFn: (input: MfaCodeInput) => apiSend<ResponseOf<typeof mfaDisableContract>>('POST', '/api/account/mfa/disable', input),
      onSuccess: setUser,
    }),
  };
}

import {
  type MfaCodeInput,
  mfaConfirmEndpoint,
  mfaDisableEndpoint,
  mfaRecoveryEndpoint,
  mfaSetupEndpoint,
  mfaVerifyEndpoint,
  type RecoveryCodeInput,
  type SessionUser,
} from '@praxis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
    setup: useMutation({ mutationFn: () => api(mfaSetupEndpoint) }),
    /** The first code confirms the secret; the answer holds the recovery codes, shown this once. */
    confirm: useMutation({
      mutationFn: (input: MfaCodeInput) => api(mfaConfirmEndpoint, { body: input }),
      onSuccess: setUser,
    }),
    verify: useMutation({
      mutationFn: (input: MfaCodeInput) => api(mfaVerifyEndpoint, { body: input }),
      onSuccess: setUser,
    }),
    recovery: useMutation({
      mutationFn: (input: RecoveryCodeInput) => api(mfaRecoveryEndpoint, { body: input }),
      onSuccess: setUser,
    }),
    disable: useMutation({
      mutationFn: (input: MfaCodeInput) => api(mfaDisableEndpoint, { body: input }),
      onSuccess: setUser,
    }),
  };
}

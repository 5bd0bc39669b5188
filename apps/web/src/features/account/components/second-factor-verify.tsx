import { Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMfaActions } from '../api/mfa-queries.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';

/**
 * The second step of a login: the authenticator app's code, or instead one of the recovery codes.
 * `onDone` gets how many recovery codes are left after one was used (null after an app code).
 */
export function SecondFactorVerify({ onDone }: { onDone: (recoveryCodesLeft: number | null) => void }) {
  const { t } = useTranslation('account');
  const { verify, recovery } = useMfaActions();
  const [useRecovery, setUseRecovery] = useState(false);
  // The switch moves the focus to the field it shows, not on the first showing.
  const [switched, setSwitched] = useState(false);
  const toggle = () => {
    setUseRecovery((on) => !on);
    setSwitched(true);
  };
  return (
    <Stack gap="md">
      {useRecovery ? (
        <MfaCodeForm
          key="recovery"
          kind="recovery"
          label={t('mfa.recoveryLabel')}
          description={t('mfa.recoveryHint')}
          submitLabel={t('mfa.verify')}
          error={recovery.error}
          autoFocus={switched}
          testId="mfa-recovery-form"
          onSubmit={async (code) => onDone((await recovery.mutateAsync({ code })).recoveryCodesLeft)}
        />
      ) : (
        <MfaCodeForm
          key="totp"
          kind="totp"
          label={t('mfa.codeLabel')}
          submitLabel={t('mfa.verify')}
          error={verify.error}
          autoFocus={switched}
          testId="mfa-verify-form"
          onSubmit={async (code) => {
            await verify.mutateAsync({ code });
            onDone(null);
          }}
        />
      )}
      <Anchor component="button" type="button" size="sm" w="fit-content" onClick={toggle}>
        {useRecovery ? t('mfa.useApp') : t('mfa.useRecovery')}
      </Anchor>
    </Stack>
  );
}

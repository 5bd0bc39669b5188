import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMfaActions } from '../api/mfa-queries.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';
import { MfaSetup } from './mfa-setup.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Mode = { kind: 'idle'; notice: 'on' | 'off' | null } | { kind: 'setup' } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/**
 * The own account's two-factor login: on or off; turning it on sets up the authenticator app
 * inline (the same steps as at a login) and shows the recovery codes once; turning it off asks for
 * a current code.
 */
export function MfaSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const { disable } = useMfaActions();
  const [mode, setMode] = useState<Mode>({ kind: 'idle', notice: null });
  const titleId = useId();
  const cancel = (
    <Button variant="default" onClick={() => setMode({ kind: 'idle', notice: null })}>
      {t('common:cancel')}
    </Button>
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} maw={560} data-testid="mfa-section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {t('mfa.section.title')}
          </Title>
          <Badge color={enabled ? 'green' : 'gray'} variant="light" data-testid="mfa-status">
            {enabled ? t('mfa.section.on') : t('mfa.section.off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('mfa.section.lead')}
        </Text>
        {mode.kind === 'setup' ? (
          <MfaSetup extraActions={cancel} onConfirmed={(codes) => setMode({ kind: 'codes', codes })} />
        ) : mode.kind === 'codes' ? (
          <RecoveryCodes codes={mode.codes} continueLabel={t('mfa.section.done')} onContinue={() => setMode({ kind: 'idle', notice: 'on' })} />
        ) : mode.kind === 'disable' ? (
          <MfaCodeForm
            kind="totp"
            label={t('mfa.codeLabel')}
            description={t('mfa.section.turnOffHint')}
            submitLabel={t('mfa.section.turnOffConfirm')}
            error={disable.error}
            autoFocus
            extraActions={cancel}
            testId="mfa-disable-form"
            onSubmit={async (code) => {
              await disable.mutateAsync({ code });
              setMode({ kind: 'idle', notice: 'off' });
            }}
          />
        ) : (
          <>
            {mode.notice ? (
              <Alert color="praxis" role="status">
                {mode.notice === 'on' ? t('mfa.section.turnedOn') : t('mfa.section.turnedOff')}
              </Alert>
            ) : null}
            {enabled ? (
              <Button
                variant="light"
                color="red"
                w="fit-content"
                onClick={() => {
                  disable.reset();
                  setMode({ kind: 'disable' });
                }}
              >
                {t('mfa.section.turnOff')}
              </Button>
            ) : (
              <Button w="fit-content" onClick={() => setMode({ kind: 'setup' })}>
                {t('mfa.section.turnOn')}
              </Button>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

import { Anchor, Code, Image, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useMfaActions } from '../api/mfa-queries.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';

/** The secret in blocks of 4 ("ABCD EFGH …"), easier to type. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The server's SVG as an image address (the page's img-src allows data:). */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Sets up the authenticator app: asks the server for a new secret, shows it as QR code and as
 * text, and confirms it with a first code. `onConfirmed` gets the recovery codes (shown once).
 */
export function MfaSetup({ onConfirmed, extraActions }: { onConfirmed: (recoveryCodes: string[]) => void; extraActions?: ReactNode }) {
  const { t } = useTranslation('account');
  const { setup, confirm } = useMfaActions();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setup.mutate();
  }, [setup]);

  if (setup.isError) return <ErrorState error={setup.error} onRetry={() => setup.mutate()} />;
  if (!setup.data) return <LoadingState label={t('mfa.setup.loading')} />;
  const { secret, uri, qrSvg } = setup.data;
  return (
    <Stack gap="md" data-testid="mfa-setup">
      <Text>{t('mfa.setup.scan')}</Text>
      <Image src={svgDataUrl(qrSvg)} alt={t('mfa.setup.qrAlt')} w={208} h={208} fit="contain" bg="white" p={4} data-testid="mfa-qr" />
      <Stack gap={4}>
        <Text size="sm">{t('mfa.setup.secretLabel')}</Text>
        <Code fz="md" w="fit-content" data-testid="mfa-secret">
          {groupSecret(secret)}
        </Code>
        <Anchor href={uri} size="sm" w="fit-content">
          {t('mfa.setup.openApp')}
        </Anchor>
      </Stack>
      <Text>{t('mfa.setup.enterCode')}</Text>
      <MfaCodeForm
        kind="totp"
        label={t('mfa.codeLabel')}
        submitLabel={t('mfa.setup.confirm')}
        error={confirm.error}
        extraActions={extraActions}
        testId="mfa-confirm-form"
        onSubmit={async (code) => onConfirmed((await confirm.mutateAsync({ code })).recoveryCodes)}
      />
    </Stack>
  );
}

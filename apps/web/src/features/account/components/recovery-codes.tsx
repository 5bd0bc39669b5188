import { Alert, Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Hands the codes to the browser as a text file. */
function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The one-time recovery codes, shown only this once: the warning, the list (monospace), copy,
 * download as .txt, and the button that goes on.
 */
export function RecoveryCodes({ codes, continueLabel, onContinue }: { codes: readonly string[]; continueLabel: string; onContinue: () => void }) {
  const { t } = useTranslation('account');
  const text = `${t('mfa.codes.fileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="md" data-testid="recovery-codes-panel">
      <Alert color="orange" title={t('mfa.codes.warningTitle')}>
        {t('mfa.codes.warning')}
      </Alert>
      <List listStyleType="none" ff="monospace" fz="lg" spacing={4} aria-label={t('mfa.codes.listLabel')} data-testid="recovery-codes">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <CopyButton value={text} timeout={4000}>
        {({ copied, copy }) => (
          <Stack gap="xs">
            <Group gap="sm">
              <Button variant="light" onClick={copy}>
                {t('mfa.codes.copy')}
              </Button>
              <Button variant="light" onClick={() => downloadText(text, 'recovery-codes.txt')}>
                {t('mfa.codes.download')}
              </Button>
            </Group>
            <Text size="sm" role="status" c="praxis">
              {copied ? t('mfa.codes.copied') : ''}
            </Text>
          </Stack>
        )}
      </CopyButton>
      <Button w="fit-content" onClick={onContinue}>
        {continueLabel}
      </Button>
    </Stack>
  );
}

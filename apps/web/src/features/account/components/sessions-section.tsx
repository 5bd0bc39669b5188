import type { AccountSession } from '@praxis/domain';
import { Alert, Badge, Button, Card, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useAccountSessions, useEndSessions } from '../api/account-session-queries.ts';

type Confirming = { kind: 'one'; session: AccountSession } | { kind: 'others' } | null;

/**
 * The own live sessions: device, address, started and last seen, "this device" on the current
 * one; each can be ended, or all others at once (both asked first). Ending the current one logs
 * out and goes to the start page.
 */
export function SessionsSection() {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const sessions = useAccountSessions();
  const { endOne, endOthers } = useEndSessions();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const deviceOf = (session: AccountSession) =>
    session.browser && session.os
      ? t('sessions.device', { browser: session.browser, os: session.os })
      : (session.browser ?? session.os ?? t('sessions.unknownDevice'));
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  const pending = endOne.isPending || endOthers.isPending;
  const close = () => {
    endOne.reset();
    endOthers.reset();
    setConfirming(null);
  };
  const confirm = () => {
    if (!confirming) return;
    if (confirming.kind === 'others') {
      endOthers.mutate(undefined, {
        onSuccess: ({ ended }) => {
          setConfirming(null);
          setNotice(t('sessions.endedOthers', { ended }));
        },
      });
      return;
    }
    const { session } = confirming;
    endOne.mutate(
      { id: session.id, current: session.current },
      {
        onSuccess: () => {
          setConfirming(null);
          if (session.current) void navigate('/');
          else setNotice(t('sessions.endedOne', { device: deviceOf(session) }));
        },
      },
    );
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} maw={720} data-testid="sessions-section">
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('sessions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sessions.lead')}
        </Text>
        {notice ? (
          <Alert color="praxis" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('common:close')}>
            {notice}
          </Alert>
        ) : null}
        {sessions.isPending ? (
          <LoadingState />
        ) : sessions.isError ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sessions.listLabel')}>
              {sessions.data.map((session) => (
                <Paper key={session.id} component="li" withBorder p="sm" radius="md" data-testid={`session-${session.id}`}>
                  <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={500}>{deviceOf(session)}</Text>
                        {session.current ? (
                          <Badge color="green" variant="light" size="sm" data-testid="session-current">
                            {t('sessions.current')}
                          </Badge>
                        ) : null}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {t('sessions.address', { address: session.address ?? t('sessions.unknownAddress') })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('sessions.started', { date: format.dateTime(session.startedAt) })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('sessions.lastSeen', { date: format.dateTime(session.lastSeenAt) })}
                      </Text>
                    </Stack>
                    <Button
                      variant="light"
                      color="red"
                      size="xs"
                      aria-label={t('sessions.endOneLabel', { device: deviceOf(session) })}
                      onClick={() => setConfirming({ kind: 'one', session })}
                    >
                      {t('sessions.endOne')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
            <Button variant="light" color="red" w="fit-content" disabled={others === 0} onClick={() => setConfirming({ kind: 'others' })}>
              {t('sessions.endOthers')}
            </Button>
          </>
        )}
      </Stack>
      {confirming ? (
        <Modal opened onClose={close} title={confirming.kind === 'others' ? t('sessions.endOthers') : t('sessions.endOne')} centered>
          <Stack gap="md" data-testid="end-session-dialog">
            <Text>
              {confirming.kind === 'others'
                ? t('sessions.endOthersQuestion')
                : confirming.session.current
                  ? t('sessions.endCurrentQuestion')
                  : t('sessions.endOneQuestion', { device: deviceOf(confirming.session) })}
            </Text>
            <ActionError error={endOne.error ?? endOthers.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} data-autofocus>
                {t('common:cancel')}
              </Button>
              <Button color="red" loading={pending} onClick={confirm}>
                {t('sessions.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Card>
  );
}

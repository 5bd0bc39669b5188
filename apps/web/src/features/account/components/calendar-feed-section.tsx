import { Alert, Badge, Button, Card, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useCalendarFeed, useCalendarFeedActions } from '../api/calendar-feed-queries.ts';

type Confirming = 'renew' | 'off' | null;

/**
 * The own calendar feed (a private `.ics` address a calendar app subscribes to): what it holds, on
 * since a day or off; making an address shows it this once (a new one replaces the old); turning
 * it off asks first. `therapist`: the feed holds the own bookings as therapist and the absences.
 */
export function CalendarFeedSection({ therapist }: { therapist: boolean }) {
  const { t } = useTranslation(['account', 'common']);
  const format = useFormat();
  const feed = useCalendarFeed();
  const { create, remove } = useCalendarFeedActions();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();
  const active = feed.data?.active ?? false;
  const close = () => {
    create.reset();
    remove.reset();
    setConfirming(null);
  };
  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(null);
        setNotice(null);
        setUrl(answer.url);
      },
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        setUrl(null);
        setNotice(t('calendarFeed.turnedOff'));
      },
    });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId} maw={720} data-testid="calendar-feed-section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={titleId}>
            {t('calendarFeed.title')}
          </Title>
          {feed.data ? (
            <Badge color={active ? 'green' : 'gray'} variant="light" data-testid="calendar-feed-status">
              {active && feed.data.createdAt ? t('calendarFeed.onSince', { date: format.instantDate(feed.data.createdAt) }) : t('calendarFeed.off')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{therapist ? t('calendarFeed.leadTherapist') : t('calendarFeed.leadCustomer')}</Text>
        <Text size="sm" c="dimmed">
          {t('calendarFeed.secret')}
        </Text>
        {notice ? (
          <Alert color="praxis" role="status" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('common:close')}>
            {notice}
          </Alert>
        ) : null}
        {feed.isPending ? (
          <LoadingState />
        ) : feed.isError ? (
          <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />
        ) : (
          <>
            {url ? (
              <Stack gap="xs" data-testid="calendar-feed-url-panel">
                <Alert color="orange" title={t('calendarFeed.onceTitle')}>
                  {t('calendarFeed.once')}
                </Alert>
                <TextInput
                  label={t('calendarFeed.urlLabel')}
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  data-testid="calendar-feed-url"
                />
                <CopyButton value={url} timeout={4000}>
                  {({ copied, copy }) => (
                    <Group gap="sm">
                      <Button variant="light" onClick={copy}>
                        {t('calendarFeed.copy')}
                      </Button>
                      <Text size="sm" role="status" c="praxis">
                        {copied ? t('calendarFeed.copied') : ''}
                      </Text>
                    </Group>
                  )}
                </CopyButton>
              </Stack>
            ) : null}
            {!confirming ? <ActionError error={create.error} /> : null}
            <Group gap="sm">
              {active ? (
                <>
                  <Button variant="light" onClick={() => setConfirming('renew')}>
                    {t('calendarFeed.renew')}
                  </Button>
                  <Button variant="light" color="red" onClick={() => setConfirming('off')}>
                    {t('calendarFeed.turnOff')}
                  </Button>
                </>
              ) : (
                <Button loading={create.isPending} onClick={makeAddress}>
                  {t('calendarFeed.create')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      {confirming ? (
        <Modal opened onClose={close} title={confirming === 'renew' ? t('calendarFeed.renew') : t('calendarFeed.turnOff')} centered>
          <Stack gap="md" data-testid="calendar-feed-dialog">
            <Text>{confirming === 'renew' ? t('calendarFeed.renewQuestion') : t('calendarFeed.turnOffQuestion')}</Text>
            <ActionError error={confirming === 'renew' ? create.error : remove.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} data-autofocus>
                {t('common:cancel')}
              </Button>
              <Button
                color={confirming === 'renew' ? undefined : 'red'}
                loading={create.isPending || remove.isPending}
                onClick={confirming === 'renew' ? makeAddress : turnOff}
              >
                {confirming === 'renew' ? t('calendarFeed.renewConfirm') : t('calendarFeed.turnOffConfirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Card>
  );
}

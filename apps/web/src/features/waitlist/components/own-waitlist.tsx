import type { WaitlistRequestDto } from '@praxis/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useOwnWaitlist, useWithdrawWaitlistRequest } from '../api/waitlist-queries.ts';
import { StateBadge, WindowSummary, type TherapistName } from './waitlist-window.tsx';

/**
 * The customer's waiting requests on /bookings: what each waits for, its state and the offers
 * sent so far; a waiting one can be withdrawn (after a question). Nothing at all when there are none.
 */
export function OwnWaitlist({ therapistName }: { therapistName?: TherapistName }) {
  const { t } = useTranslation(['waitlist', 'therapies', 'common']);
  const requests = useOwnWaitlist();
  const withdraw = useWithdrawWaitlistRequest();
  if (requests.isPending) return <LoadingState />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="own-waitlist">
      <Title order={2} size="h3">
        {t('own.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('own.lead')}
      </Text>
      <ActionError error={withdraw.error} />
      {requests.data.map((request) => (
        <OwnRequest
          key={request.id}
          request={request}
          therapistName={therapistName}
          withdrawing={withdraw.isPending && withdraw.variables === request.id}
          onWithdraw={() => withdraw.mutate(request.id)}
        />
      ))}
    </Stack>
  );
}

interface OwnRequestProps {
  request: WaitlistRequestDto;
  therapistName?: TherapistName;
  withdrawing: boolean;
  onWithdraw: () => void;
}

function OwnRequest({ request, therapistName, withdrawing, onWithdraw }: OwnRequestProps) {
  const { t } = useTranslation(['waitlist', 'therapies', 'common']);
  const format = useFormat();
  return (
    <Card withBorder padding="md" data-testid="waitlist-request">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>
              {t(`therapies:items.${request.therapyLabelKey}.name`)} · {t('common:minutes', { count: request.durationMinutes })}
            </Text>
            <StateBadge state={request.state} />
          </Group>
          <WindowSummary request={request} therapistName={therapistName} />
          <Text size="sm" c="dimmed">
            {t('own.created', { date: format.instantDate(request.createdAt) })} · {t('offersSent', { count: request.offersSent })}
          </Text>
        </Stack>
        {request.state === 'waiting' ? (
          <ConfirmButton
            variant="light"
            color="red"
            question={t('own.withdrawQuestion')}
            confirmLabel={t('own.withdrawConfirm')}
            onConfirm={onWithdraw}
            loading={withdrawing}
          >
            {t('own.withdraw')}
          </ConfirmButton>
        ) : null}
      </Group>
    </Card>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ActionError } from '../../../components/ui/query-state.tsx';
import { useAnswerReservation } from '../api/bookings-queries.ts';

export type ReservationAnswer = 'confirmed' | 'rejected';

/**
 * A reservation someone made with the customer's e-mail address without logging in: the customer
 * confirms it, or cancels it with "this was not me" (free of charge, no e-mail to anyone). The
 * cancellation cannot be undone, so it asks once in a small pop-over.
 */
export function UnverifiedReservation({ bookingId, onAnswered }: { bookingId: number; onAnswered?: (answer: ReservationAnswer) => void }) {
  const { t } = useTranslation('bookings');
  const { confirm, reject } = useAnswerReservation(bookingId);
  const busy = confirm.isPending || reject.isPending;
  return (
    // A group, not Mantine's default alert role: it is a question to answer, not an error to announce.
    <Alert color="orange" title={t('unverified.title')} role="group" aria-label={t('unverified.title')} data-testid="unverified-reservation">
      <Stack gap="sm">
        <Text size="sm">{t('unverified.text')}</Text>
        <ActionError error={confirm.error ?? reject.error} />
        <Group gap="sm">
          <Button
            size="xs"
            loading={confirm.isPending}
            disabled={busy}
            onClick={() => confirm.mutate(undefined, { onSuccess: () => onAnswered?.('confirmed') })}
          >
            {t('unverified.confirm')}
          </Button>
          <ConfirmButton
            size="xs"
            variant="light"
            color="red"
            loading={reject.isPending}
            disabled={busy}
            question={t('unverified.rejectQuestion')}
            confirmLabel={t('unverified.rejectConfirm')}
            onConfirm={() => reject.mutate(undefined, { onSuccess: () => onAnswered?.('rejected') })}
          >
            {t('unverified.reject')}
          </ConfirmButton>
        </Group>
      </Stack>
    </Alert>
  );
}

import { formatChf, isFreeCancellation } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useOwnBookings, useOwnDocuments, type BookingGroup, type OwnBooking, type OwnDocuments } from '../api/bookings-queries.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { UnverifiedReservation, type ReservationAnswer } from './unverified-reservation.tsx';

const GROUPS: BookingGroup[] = ['future', 'past', 'cancelledByCustomer', 'cancelledByPractice'];

/**
 * The customer's bookings: future, past, cancelled by the customer, cancelled by the practice. A
 * reservation made with the customer's address without proof asks to be confirmed or rejected
 * instead of offering the usual cancellation.
 */
export function MyBookings({ cancelHours }: { cancelHours: number }) {
  const { t, i18n } = useTranslation(['bookings', 'therapies', 'common']);
  const bookings = useOwnBookings();
  const documents = useOwnDocuments();
  const [cancelling, setCancelling] = useState<OwnBooking | null>(null);
  // The answered booking leaves the list it was in, so the outcome is told above the lists.
  const [answered, setAnswered] = useState<ReservationAnswer | null>(null);
  if (bookings.isPending) return <LoadingState />;
  if (bookings.isError) return <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} />;
  const locale = `${i18n.language}-CH`;
  const zone = { timeZone: 'Europe/Zurich' } as const;
  const late = (b: OwnBooking) => !isFreeCancellation(Date.parse(b.start), Date.now(), cancelHours);
  return (
    <Stack gap="xl">
      {answered ? (
        <Alert color="praxis" role="status" data-testid="reservation-answered">
          {t(`unverified.${answered}`)}
        </Alert>
      ) : null}
      {GROUPS.map((group) => {
        const list = bookings.data.filter((b) => b.group === group);
        const ordered = group === 'future' ? list : [...list].reverse();
        return (
          <Stack key={group} gap="sm" data-testid={`bookings-${group}`}>
            <Title order={2} size="h3">
              {t(`groups.${group}`)}
            </Title>
            {ordered.length === 0 ? (
              <Text c="dimmed">{t(`empty.${group}`)}</Text>
            ) : (
              ordered.map((b) => (
                <Card key={b.id} withBorder padding="md" data-testid="booking-card">
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start" wrap="wrap">
                      <Stack gap={2}>
                        <Text fw={600}>
                          <Anchor component={AppLink} to={`/booking/${b.id}`} c="inherit" data-testid="booking-card-link">
                            {new Date(b.start).toLocaleDateString(locale, { ...zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })},{' '}
                            {new Date(b.start).toLocaleTimeString(locale, { ...zone, hour: '2-digit', minute: '2-digit' })}
                          </Anchor>
                        </Text>
                        <Text>
                          {t(`therapies:items.${b.therapyLabelKey}.name`)} · {t('common:minutes', { count: b.durationMinutes })} ·{' '}
                          {formatChf(b.priceRappen, i18n.language)}
                        </Text>
                        {b.cancelCostOption === 'full' ? (
                          <Badge color="orange" variant="light" w="fit-content">
                            {t('charged')}
                          </Badge>
                        ) : null}
                      </Stack>
                      {group === 'future' && !b.unverified ? (
                        <Button variant="light" color="red" onClick={() => setCancelling(b)}>
                          {t('cancel.button')}
                        </Button>
                      ) : null}
                    </Group>
                    {group === 'future' && b.unverified ? <UnverifiedReservation bookingId={b.id} onAnswered={setAnswered} /> : null}
                    <BookingDocuments bookingId={b.id} documents={documents.data} />
                  </Stack>
                </Card>
              ))
            )}
          </Stack>
        );
      })}
      {cancelling ? <CancelBookingDialog booking={cancelling} late={late(cancelling)} cancelHours={cancelHours} onClose={() => setCancelling(null)} /> : null}
    </Stack>
  );
}

/** The booking's invoice and reimbursement receipts, each opening as PDF in a new tab. */
function BookingDocuments({ bookingId, documents }: { bookingId: number; documents: OwnDocuments | undefined }) {
  const { t } = useTranslation('bookings');
  if (!documents) return null;
  const links = [
    ...documents.invoices
      .filter((i) => i.bookingId === bookingId)
      .map((i) => ({ key: `i${i.id}`, href: `/api/invoices/${i.id}/pdf`, label: t('documents.invoice', { number: i.number }) })),
    ...documents.receipts
      .filter((r) => r.bookingIds.includes(bookingId))
      .map((r) => ({ key: `r${r.id}`, href: `/api/receipts/${r.id}/pdf`, label: t('documents.receipt', { number: r.number }) })),
  ];
  if (links.length === 0) return null;
  return (
    <Group gap="md">
      {links.map((link) => (
        <Anchor key={link.key} href={link.href} target="_blank" rel="noopener" size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

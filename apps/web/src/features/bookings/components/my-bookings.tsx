import { formatChf, isFreeCancellation, type MandatoryField, ownInvoicePdfEndpoint, ownReceiptPdfEndpoint, urlOf } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useOwnBookings, useOwnDocuments, type BookingGroup, type OwnBooking, type OwnDocuments } from '../api/bookings-queries.ts';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { MoveBookingDialog } from './move-booking-dialog.tsx';
import { UnverifiedReservation, type ReservationAnswer } from './unverified-reservation.tsx';

const GROUPS: BookingGroup[] = ['future', 'past', 'cancelledByCustomer', 'cancelledByPractice'];

/**
 * The customer's bookings: future, past, cancelled by the customer, cancelled by the practice. A
 * reservation made with the customer's address without proof asks to be confirmed or rejected
 * instead of offering the usual cancellation. A temporary booking says so, with what it still
 * waits for (`missingData`: the own profile's missing mandatory fields) and a way to complete it.
 */
export function MyBookings({ cancelHours, missingData }: { cancelHours: number; missingData?: readonly MandatoryField[] }) {
  const { t, i18n } = useTranslation(['bookings', 'therapies', 'common']);
  const bookings = useOwnBookings();
  const documents = useOwnDocuments();
  const [cancelling, setCancelling] = useState<OwnBooking | null>(null);
  const [moving, setMoving] = useState<OwnBooking | null>(null);
  const [moved, setMoved] = useState<string | null>(null);
  // The answered booking leaves the list it was in, so the outcome is told above the lists.
  const [answered, setAnswered] = useState<ReservationAnswer | null>(null);
  if (bookings.isPending) return <LoadingState />;
  if (bookings.isError) return <ErrorState error={bookings.error} onRetry={() => void bookings.refetch()} />;
  const locale = `${i18n.language}-CH`;
  const zone = { timeZone: 'Europe/Zurich' } as const;
  const late = (b: OwnBooking) => !isFreeCancellation(Date.parse(b.start), Date.now(), cancelHours);
  // Moved online only while it is free to cancel, and not a reservation still waiting for data or proof.
  const movable = (b: OwnBooking) => b.group === 'future' && !b.unverified && !b.temporary && !late(b);
  return (
    <Stack gap="xl">
      {answered ? (
        <Alert color="praxis" role="status" data-testid="reservation-answered">
          {t(`unverified.${answered}`)}
        </Alert>
      ) : null}
      {moved ? (
        <Alert color="praxis" role="status" data-testid="booking-moved" withCloseButton closeButtonLabel={t('move.closeNotice')} onClose={() => setMoved(null)}>
          {t('move.done', {
            when: new Date(moved).toLocaleString(locale, {
              ...zone,
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
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
                        {group === 'future' && b.temporary ? (
                          <Badge color="yellow" variant="light" w="fit-content" data-testid="temporary-badge">
                            {t('temporary.badge')}
                          </Badge>
                        ) : null}
                        {b.cancelCostOption === 'full' ? (
                          <Badge color="orange" variant="light" w="fit-content">
                            {t('charged')}
                          </Badge>
                        ) : null}
                      </Stack>
                      {group === 'future' && !b.unverified ? (
                        <Group gap="xs">
                          {movable(b) ? (
                            <Button variant="light" onClick={() => setMoving(b)}>
                              {t('move.button')}
                            </Button>
                          ) : null}
                          <Button variant="light" color="red" onClick={() => setCancelling(b)}>
                            {t('cancel.button')}
                          </Button>
                        </Group>
                      ) : null}
                    </Group>
                    {group === 'future' && b.unverified ? <UnverifiedReservation bookingId={b.id} onAnswered={setAnswered} /> : null}
                    {group === 'future' && b.temporary ? <AwaitingData booking={b} missing={missingData ?? []} /> : null}
                    <BookingDocuments bookingId={b.id} documents={documents.data} />
                  </Stack>
                </Card>
              ))
            )}
          </Stack>
        );
      })}
      {moving ? <MoveBookingDialog booking={moving} onClose={() => setMoving(null)} onMoved={setMoved} /> : null}
      {cancelling ? <CancelBookingDialog booking={cancelling} late={late(cancelling)} cancelHours={cancelHours} onClose={() => setCancelling(null)} /> : null}
    </Stack>
  );
}

/** What a temporary booking still waits for before it is confirmed, until when, and the way to the form (which comes back to the booking). */
function AwaitingData({ booking, missing }: { booking: OwnBooking; missing: readonly MandatoryField[] }) {
  const { t, i18n } = useTranslation('bookings');
  const fields = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(missing.map((field) => t(`temporary.fields.${field}`)));
  const until = booking.temporaryUntil
    ? new Date(booking.temporaryUntil).toLocaleString(`${i18n.language}-CH`, { timeZone: 'Europe/Zurich', dateStyle: 'long', timeStyle: 'short' })
    : null;
  if (missing.length === 0 && !until) return null;
  return (
    <Alert color="yellow" data-testid="awaiting-data">
      <Stack gap="xs" align="flex-start">
        {missing.length > 0 ? <Text size="sm">{t('temporary.missing', { fields })}</Text> : null}
        {until ? <Text size="sm">{t('temporary.until', { until })}</Text> : null}
        {missing.length > 0 ? (
          <Button component={AppLink} to={`/account?tab=personal&return=${encodeURIComponent(`/booking/${booking.id}`)}`} size="xs">
            {t('temporary.complete')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The booking's invoice and reimbursement receipts, each opening as PDF in a new tab. */
function BookingDocuments({ bookingId, documents }: { bookingId: number; documents: OwnDocuments | undefined }) {
  const { t } = useTranslation('bookings');
  if (!documents) return null;
  const links = [
    ...documents.invoices
      .filter((i) => i.bookingId === bookingId)
      .map((i) => ({ key: `i${i.id}`, href: urlOf(ownInvoicePdfEndpoint, { params: { id: i.id } }), label: t('documents.invoice', { number: i.number }) })),
    ...documents.receipts
      .filter((r) => r.bookingIds.includes(bookingId))
      .map((r) => ({ key: `r${r.id}`, href: urlOf(ownReceiptPdfEndpoint, { params: { id: r.id } }), label: t('documents.receipt', { number: r.number }) })),
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

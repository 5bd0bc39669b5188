import { formatChf, practiceDate } from '@praxis/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBooking, type BookingDetail } from '../api/booking-queries.ts';
import { useSlotFormat } from '../format.ts';
import { BookingIcon } from './booking-icon.tsx';
import { ReactivateBooking } from './reactivate-booking.tsx';

type CardStatus = 'upcoming' | 'past' | 'unverified' | 'temporary' | 'cancelledByCustomer' | 'cancelledByPractice';

/**
 * How a booking stands: cancelled (by whom), reserved without proof of the e-mail address,
 * reserved awaiting data, upcoming or past.
 */
export function cardStatus(booking: Pick<BookingDetail, 'group' | 'temporary' | 'unverified' | 'cancelledAt'>): CardStatus {
  if (booking.group === 'cancelledByCustomer' || booking.group === 'cancelledByPractice') return booking.group;
  if (booking.temporary && booking.unverified) return 'unverified';
  if (booking.temporary) return 'temporary';
  return booking.group === 'future' ? 'upcoming' : 'past';
}

/**
 * The personal data form, coming back to the booking card once saved: there the customer sees the
 * booking confirmed (the server confirms it when the data are complete).
 */
export const completeDataPath = (bookingId: number) => `/account?tab=personal&return=${encodeURIComponent(`/booking/${bookingId}`)}`;

const STATUS_COLORS: Record<CardStatus, string> = {
  upcoming: 'praxis',
  past: 'gray',
  unverified: 'orange',
  temporary: 'yellow',
  cancelledByCustomer: 'red',
  cancelledByPractice: 'red',
};

interface BookingCardOptions {
  staff?: boolean;
  /**
   * The owner's answer to a reservation made with their e-mail address without proof (confirm or
   * reject): the bookings feature provides it, app/ composes it in.
   */
  unverifiedActions?: (booking: BookingDetail) => ReactNode;
  /** Staff's actions on the booking from other features (the payment editor), composed in by app/. */
  staffActions?: (booking: BookingDetail) => ReactNode;
  /** For the customer's own held booking: what the page adds (the health form reminder before the first therapy). */
  customerNotice?: ReactNode;
}

/** The standalone booking card of `/booking/:id`: loads the booking; a 404 (or an id that names none) is "booking not found". */
export function BookingCardById({ id, ...options }: { id: number } & BookingCardOptions) {
  const booking = useBooking(id);
  const missing = !(id > 0) || (booking.error instanceof ApiError && booking.error.status === 404);
  if (missing) return <BookingNotFound />;
  if (booking.isPending) return <LoadingState />;
  if (booking.isError) return <ErrorState error={booking.error} onRetry={() => void booking.refetch()} />;
  return <BookingCard booking={booking.data} {...options} />;
}

function BookingNotFound() {
  const { t } = useTranslation('booking');
  return (
    <Stack align="flex-start" data-testid="booking-not-found">
      <Alert color="orange" role="alert" title={t('card.notFoundTitle')}>
        {t('card.notFound')}
      </Alert>
      <Anchor component={AppLink} to="/bookings">
        {t('card.toBookings')}
      </Anchor>
    </Stack>
  );
}

/**
 * One booking: weekday and date with the booking icon, time, therapy, duration, price, status,
 * comment; for staff, a cancelled booking can be reactivated.
 */
export function BookingCard({ booking, staff = false, unverifiedActions, staffActions, customerNotice }: { booking: BookingDetail } & BookingCardOptions) {
  const { t, i18n } = useTranslation(['booking', 'therapies', 'common']);
  const format = useSlotFormat();
  const status = cardStatus(booking);
  const date = practiceDate(new Date(booking.start));
  const title = format.longDate(date);
  useEffect(() => {
    document.title = t('card.documentTitle', { date: title });
  }, [t, title]);
  return (
    <Card withBorder padding="xl" maw={640} data-testid="booking-card" data-status={status} component="article" aria-labelledby="booking-card-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <BookingIcon size={40} />
          <Title order={1} size="h2" id="booking-card-title">
            {title}
          </Title>
        </Group>
        {/* Live, so answering a reservation on this card is announced by its new status. */}
        <Badge color={STATUS_COLORS[status]} variant="light" size="lg" w="fit-content" role="status" data-testid="booking-status">
          {t(`card.status.${status}`)}
        </Badge>
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {format.timeRange(booking.start, booking.durationMinutes)}
          </Text>
          <Text>
            {t(`therapies:items.${booking.therapyLabelKey}.name`)} · {t('common:minutes', { count: booking.durationMinutes })} ·{' '}
            {formatChf(booking.priceRappen, i18n.language)}
          </Text>
          {booking.cancelledAt ? (
            <Text size="sm" c="dimmed">
              {t('card.cancelledAt', { date: format.shortDate(practiceDate(new Date(booking.cancelledAt))) })}
            </Text>
          ) : null}
        </Stack>
        {status === 'unverified' ? (
          staff ? (
            <Alert color="orange" data-testid="unverified-staff-note">
              {t('card.unverifiedStaff')}
            </Alert>
          ) : (
            unverifiedActions?.(booking)
          )
        ) : null}
        {status === 'temporary' ? (
          <Alert color="yellow" title={t('card.awaitingData')}>
            <Text size="sm">
              {booking.temporaryUntil ? t('card.awaitingUntil', { until: format.dateTime(booking.temporaryUntil) }) : t('card.awaitingText')}
            </Text>
            <Button component={AppLink} to={completeDataPath(booking.id)} mt="sm" size="xs">
              {t('panel.completeData')}
            </Button>
          </Alert>
        ) : null}
        {!staff && booking.group === 'future' ? customerNotice : null}
        {staff && booking.cancelledAt ? <ReactivateBooking booking={booking} /> : null}
        {staffActions?.(booking)}
        {booking.comment ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('card.comment')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{booking.comment}</Text>
          </Stack>
        ) : null}
        <Anchor component={AppLink} to="/bookings">
          {t('card.toBookings')}
        </Anchor>
      </Stack>
    </Card>
  );
}

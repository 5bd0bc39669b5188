import { formatChf, practiceDate } from '@praxis/domain';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import type { Booking } from '../api/booking-queries.ts';
import { useSlotFormat } from '../format.ts';
import { FailedActions, FailedReason } from './failed-result.tsx';
import classes from './slots.module.css';

export type ResultStatus = 'confirmed' | 'temporary' | 'inProgress' | 'failed' | 'unauthenticated';

export interface BookingResultProps {
  status: ResultStatus;
  booking?: Booking;
  therapyName?: string;
  /** Where the e-mail with the login link went (temporary booking). */
  email?: string;
  error?: unknown;
  /** Staff booking: whether the customer was told by e-mail (undefined for a customer's own booking). */
  notified?: boolean;
  onBack?: () => void;
  onRetry?: () => void;
  onLogin?: () => void;
  /** Shown under a booked result: what the page adds for a customer's own booking. */
  notice?: ReactNode;
}

const COLORS: Record<ResultStatus, string> = { confirmed: 'praxis', temporary: 'sand', inProgress: 'praxis', failed: 'red', unauthenticated: 'orange' };

/**
 * The outcome of a booking (specification section 2, "Booking result pages"): confirmed,
 * temporary, in progress, failed, not authenticated. Focus moves to its heading, which is also
 * announced as it changes.
 */
export function BookingResult(props: BookingResultProps) {
  const { status } = props;
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [status]);
  return (
    <Card
      withBorder
      padding="xl"
      data-testid="booking-result"
      data-status={status}
      className={status === 'inProgress' ? classes.ongoing : undefined}
      style={{ borderTop: `4px solid var(--mantine-color-${COLORS[status]}-6)` }}
      aria-busy={status === 'inProgress'}
    >
      <Stack gap="md" maw={640}>
        {/* A live region from "in progress" on: screen readers hear the outcome when it replaces it (a failure at once). */}
        <Group gap="sm" wrap="nowrap" aria-live={status === 'failed' ? 'assertive' : 'polite'} aria-atomic="true" data-testid="booking-result-live">
          {status === 'inProgress' ? <Loader size="sm" aria-hidden="true" /> : null}
          <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {status === 'confirmed' && props.notified !== undefined ? t('result.confirmed.staffTitle') : t(`result.${status}.title`)}
          </Title>
        </Group>
        <ResultBody {...props} />
      </Stack>
    </Card>
  );
}

function ResultBody({ status, booking, therapyName, email, error, notified, onBack, onRetry, onLogin, notice }: BookingResultProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const format = useSlotFormat();
  if (status === 'inProgress') return <Text role="status">{t('result.inProgress.text')}</Text>;
  if (status === 'unauthenticated') {
    return (
      <>
        <Alert color="orange" role="alert">
          {t('result.unauthenticated.text')}
        </Alert>
        <Group>
          {onLogin ? <Button onClick={onLogin}>{t('result.login')}</Button> : null}
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('result.back')}
            </Button>
          ) : null}
        </Group>
      </>
    );
  }
  if (status === 'failed') {
    return (
      <>
        <FailedReason error={error} />
        <FailedActions error={error} onBack={onBack} onRetry={onRetry} onLogin={onLogin} />
      </>
    );
  }
  if (!booking) return null;
  return (
    <>
      <Stack gap={4} data-testid="booking-result-details">
        <Text fw={600} size="lg">
          {format.longDate(practiceDate(new Date(booking.start)))}, {format.timeRange(booking.start, booking.durationMinutes)}
        </Text>
        <Text>
          {therapyName} · {t('common:minutes', { count: booking.durationMinutes })} · {formatChf(booking.priceRappen, i18n.language)}
        </Text>
      </Stack>
      {status === 'temporary' ? (
        <Alert color="yellow" data-testid="temporary-note">
          {booking.temporaryUntil ? t('result.temporary.until', { until: format.dateTime(booking.temporaryUntil) }) : null}{' '}
          {t('result.temporary.text', { email: email ?? '' })}
        </Alert>
      ) : (
        <Text>{notified === undefined ? t('result.confirmed.mail') : notified ? t('result.confirmed.notified') : t('result.confirmed.notNotified')}</Text>
      )}
      {notice}
      <Group>
        {status === 'confirmed' ? (
          <Button component={AppLink} to={`/booking/${booking.id}`}>
            {t('result.showBooking')}
          </Button>
        ) : null}
        {status === 'confirmed' && notified === undefined ? (
          <Button component={AppLink} to="/bookings" variant="default">
            {t('result.myBookings')}
          </Button>
        ) : null}
        {onBack ? (
          <Button variant="subtle" onClick={onBack}>
            {t('result.another')}
          </Button>
        ) : null}
      </Group>
    </>
  );
}

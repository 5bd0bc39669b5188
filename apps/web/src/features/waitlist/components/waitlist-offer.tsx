import type { BookingDto, WaitlistOfferDto } from '@praxis/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/ui/app-link.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { ActionError, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBookWaitlistOffer, useWaitlistOffer, useWithdrawWaitlistOffer } from '../api/waitlist-queries.ts';
import type { TherapistName } from './waitlist-window.tsx';

// These answers change the offer's state, which the page then shows: no separate error message.
const STATE_CODES = ['SLOT_TAKEN', 'WAITLIST_OFFER_CLOSED'];

/**
 * The page a waiting-list mail links to (/waitlist/offer/:token), without login: the freed time
 * and, by the offer's state, one button that books it (first come, first served), the news that
 * someone was faster (the request keeps waiting), that it is booked, or that the offer is closed.
 * "No more offers" withdraws the request.
 */
export function WaitlistOffer({ token, therapistName }: { token: string; therapistName?: TherapistName }) {
  const { t } = useTranslation(['waitlist', 'common']);
  const offer = useWaitlistOffer(token);
  const book = useBookWaitlistOffer(token);
  const withdraw = useWithdrawWaitlistOffer(token);
  if (offer.isPending) return <LoadingState />;
  if (offer.isError) {
    if (offer.error instanceof ApiError && offer.error.status === 404) {
      return (
        <Alert color="orange" title={t('offer.unknownTitle')} data-testid="offer-unknown">
          {t('offer.unknown')}
        </Alert>
      );
    }
    return <ErrorState error={offer.error} onRetry={() => void offer.refetch()} />;
  }
  const data = offer.data;
  const bookError = book.error instanceof ApiError && STATE_CODES.includes(book.error.code) ? null : book.error;
  return (
    <Stack gap="lg" maw={640}>
      <OfferDetails offer={data} therapistName={therapistName} />
      {book.isSuccess ? (
        <Booked booking={book.data} />
      ) : withdraw.isSuccess ? (
        <Outcome testId="offer-withdrawn" color="gray" title={t('offer.withdrawnTitle')} text={t('offer.withdrawn')} />
      ) : (
        <>
          <OfferState offer={data} pending={book.isPending} onBook={() => book.mutate()} />
          <ActionError error={bookError} />
          <ActionError error={withdraw.error} />
          {data.state === 'open' || data.state === 'taken' ? (
            <Group>
              <ConfirmButton
                variant="subtle"
                color="gray"
                size="sm"
                px={0}
                question={t('offer.withdrawQuestion')}
                confirmLabel={t('offer.withdrawConfirm')}
                onConfirm={() => withdraw.mutate()}
                loading={withdraw.isPending}
                data-testid="offer-withdraw"
              >
                {t('offer.withdraw')}
              </ConfirmButton>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function OfferDetails({ offer, therapistName }: { offer: WaitlistOfferDto; therapistName?: TherapistName }) {
  const { t, i18n } = useTranslation(['waitlist', 'therapies', 'common']);
  const locale = `${i18n.language}-CH`;
  const zone = { timeZone: 'Europe/Zurich' } as const;
  const time = (instant: string) => new Date(instant).toLocaleTimeString(locale, { ...zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const therapist = offer.therapistId === null ? null : therapistName?.(offer.therapistId);
  return (
    <Card withBorder padding="lg" data-testid="offer-details">
      <Stack gap={4}>
        <Text fw={700} size="lg">
          {t(`therapies:items.${offer.therapyLabelKey}.name`)} · {t('common:minutes', { count: offer.durationMinutes })}
        </Text>
        <Text size="lg" data-testid="offer-when">
          {new Date(offer.start).toLocaleDateString(locale, { ...zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, {time(offer.start)}–
          {time(offer.end)}
        </Text>
        {therapist ? <Text c="dimmed">{t('offer.with', { name: therapist })}</Text> : null}
      </Stack>
    </Card>
  );
}

function OfferState({ offer, pending, onBook }: { offer: WaitlistOfferDto; pending: boolean; onBook: () => void }) {
  const { t } = useTranslation('waitlist');
  if (offer.state === 'open') {
    return (
      <Stack gap="xs">
        <Text>{t('offer.openText')}</Text>
        <Button size="lg" fullWidth loading={pending} onClick={onBook} data-testid="offer-book">
          {t('offer.book')}
        </Button>
      </Stack>
    );
  }
  if (offer.state === 'taken') return <Outcome testId="offer-taken" color="orange" title={t('offer.takenTitle')} text={t('offer.taken')} />;
  if (offer.state === 'booked') {
    return (
      <Outcome testId="offer-booked" color="praxis" title={t('offer.bookedTitle')} text={t('offer.booked')}>
        {offer.bookingId ? <BookingLink id={offer.bookingId} /> : null}
      </Outcome>
    );
  }
  return <Outcome testId="offer-closed" color="gray" title={t('offer.closedTitle')} text={t('offer.closed')} />;
}

/** Just booked through this page: where to see it, and which mail follows. */
function Booked({ booking }: { booking: BookingDto }) {
  const { t } = useTranslation('waitlist');
  return (
    <Outcome testId="offer-success" color="praxis" title={t('offer.successTitle')} text={t(booking.temporary ? 'offer.successTemporary' : 'offer.success')}>
      <BookingLink id={booking.id} />
    </Outcome>
  );
}

function BookingLink({ id }: { id: number }) {
  const { t } = useTranslation('waitlist');
  return (
    <Anchor component={AppLink} to={`/booking/${id}`} fw={600} data-testid="offer-booking-link">
      {t('offer.toBooking')}
    </Anchor>
  );
}

interface OutcomeProps {
  testId: string;
  color: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** A state's message; it takes the focus when it appears, so a screen reader hears the outcome. */
function Outcome({ testId, color, title, text, children }: OutcomeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [testId]);
  return (
    <Card withBorder padding="lg" data-testid={testId} style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
      <Stack gap="sm" role="status">
        <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        <Text>{text}</Text>
        {children}
      </Stack>
    </Card>
  );
}

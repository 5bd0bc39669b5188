import { formatChf, hasPermission, type PublicSettings, type SessionUser } from '@praxis/domain';
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/ui/app-link.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { openLoginDialog } from '../../features/account/login-dialog-store.ts';
import { BookingScreen, type Viewer } from '../../features/booking-flow/components/booking-screen.tsx';
import { FreeCancellationHours } from '../../features/booking-flow/components/late-cancellation-notice.tsx';
import { OfferUnavailable } from '../../features/booking-flow/components/offer-unavailable.tsx';
import { useBookingFlow } from '../../features/booking-flow/hooks/use-booking-flow.ts';
import { resolveOffer, type Offer } from '../../features/booking-flow/offer.ts';
import { useArrangements, useOfferedTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { useTherapyText } from '../../features/catalogue/components/therapy-text.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { WaitlistEntry } from '../../features/waitlist/components/waitlist-entry.tsx';
import { HealthFormReminder } from '../../features/health-form/components/health-form-reminder.tsx';
import { useProfile } from '../../features/profile/api/profile-queries.ts';

/** /book: the calendar of the chosen therapy and duration, and booking for guests, customers and staff. */
export function Component() {
  const therapies = useOfferedTherapies();
  const arrangements = useArrangements();
  const settings = usePublicSettings();
  const session = useSession();
  const { flow, query } = useBookingFlow();
  if (therapies.isPending || arrangements.isPending || settings.isPending || session.isPending) return <LoadingState />;
  if (therapies.isError || arrangements.isError || settings.isError) {
    return (
      <ErrorState
        error={therapies.error ?? arrangements.error ?? settings.error}
        onRetry={() => void Promise.all([therapies.refetch(), arrangements.refetch(), settings.refetch()])}
      />
    );
  }
  const offer = resolveOffer(therapies.data, arrangements.data, flow, query);
  if (!offer) return <OfferUnavailable />;
  return <Book offer={offer} settings={settings.data} user={session.data ?? null} />;
}

/** Staff (therapist and above) book for customers; everybody else for themselves, or as a guest. */
function useViewer(user: SessionUser | null): { viewer: Viewer | null; profile: ReturnType<typeof useProfile> } {
  const staff = user !== null && hasPermission(user.activeRoles, 'booking:create:any');
  const profile = useProfile(null, user !== null && !staff);
  if (!user) return { viewer: { kind: 'guest' }, profile };
  if (staff) return { viewer: { kind: 'staff', userId: user.id }, profile };
  if (!profile.data) return { viewer: null, profile };
  return {
    viewer: {
      kind: 'customer',
      userId: user.id,
      email: user.email,
      birthday: profile.data.birthday ?? null,
      missingData: profile.data.missing.length > 0,
      termsAccepted: profile.data.terms.accepted?.version === profile.data.terms.current,
    },
    profile,
  };
}

function Book({ offer, settings, user }: { offer: Offer; settings: PublicSettings; user: SessionUser | null }) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const text = useTherapyText(offer.therapy);
  const { viewer, profile } = useViewer(user);
  const { therapy, arrangement } = offer;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!viewer) return <LoadingState />;
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('book.title')}
        lead={
          <>
            {t('book.lead', {
              therapy: text.name,
              duration: t('common:minutes', { count: arrangement.durationMinutes }),
              price: formatChf(arrangement.priceRappen, i18n.language),
            })}{' '}
            <Anchor component={AppLink} to={`/bookoptions?therapyid=${therapy.id}&arrangementid=${arrangement.id}`} size="md">
              {t('book.change')}
            </Anchor>
          </>
        }
      />
      {/* Who books for themselves learns before booking when a slot can no longer be cancelled free of charge. */}
      <FreeCancellationHours value={viewer.kind === 'staff' ? null : settings.cancelHours}>
        <BookingScreen
          therapy={{ id: therapy.id, name: text.name }}
          arrangement={arrangement}
          settings={settings}
          viewer={viewer}
          onLogin={() => openLoginDialog('login')}
          waitlist={(context) => <WaitlistEntry {...context} />}
          customerNotice={viewer.kind === 'customer' ? <HealthFormReminder /> : undefined}
        />
      </FreeCancellationHours>
    </Stack>
  );
}

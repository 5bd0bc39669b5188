import { hasPermission } from '@praxis/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { useSession } from '../../features/account/api/session-queries.ts';
import { openLoginDialog } from '../../features/account/login-dialog-store.ts';
import { BookingCardById } from '../../features/booking-flow/components/booking-card.tsx';
import { BookingResult } from '../../features/booking-flow/components/booking-result.tsx';
import { UnverifiedReservation } from '../../features/bookings/components/unverified-reservation.tsx';
import { HealthFormReminder } from '../../features/health-form/components/health-form-reminder.tsx';
import { BookingPaymentButton } from '../../features/payments/components/payment-dialog.tsx';
import { PaymentPermissionsProvider } from '../../features/payments/payment-permissions.tsx';

/**
 * /booking/:id: one booking as a card, where the owner answers a reservation made with their
 * address without proof; logged out, the not-authenticated message with the login pop-up opened
 * over it, after which the card shows on this address.
 */
export function Component() {
  const { id } = useParams();
  const session = useSession();
  const loggedOut = !session.isPending && !session.data;
  useEffect(() => {
    if (loggedOut) openLoginDialog('login');
  }, [loggedOut]);
  if (session.isPending) return <LoadingState />;
  if (!session.data) return <BookingResult status="unauthenticated" onLogin={() => openLoginDialog('login')} />;
  const bookingId = Number(id);
  return (
    <PaymentPermissionsProvider value={{ overrideVoucherExpiry: hasPermission(session.data.activeRoles, 'voucher:override-expiry') }}>
      <BookingCardById
        id={Number.isInteger(bookingId) ? bookingId : 0}
        staff={hasPermission(session.data.activeRoles, 'booking:create:any')}
        unverifiedActions={(booking) => <UnverifiedReservation bookingId={booking.id} />}
        staffActions={hasPermission(session.data.activeRoles, 'payment:read') ? (booking) => <BookingPaymentButton bookingId={booking.id} /> : undefined}
        customerNotice={hasPermission(session.data.activeRoles, 'health:write:own') ? <HealthFormReminder /> : undefined}
      />
    </PaymentPermissionsProvider>
  );
}

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { Booking } from '../api/booking-queries.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { BookingResult } from './booking-result.tsx';
import { bookingFixture } from '../../../test/booking-fixture.ts';

const booking: Booking = { ...bookingFixture, id: 42 };
const result = () => screen.getByTestId('booking-result');

describe('BookingResult', () => {
  it('confirmed: date, time, therapy, the e-mail note and links to the card and the bookings; focus on the heading', () => {
    renderBooking(<BookingResult status="confirmed" booking={booking} therapyName="Klassische Massage" />);
    expect(result()).toHaveAttribute('data-status', 'confirmed');
    expect(result()).toHaveTextContent('Montag, 30. November 2026, 10:00–10:55');
    expect(result()).toHaveTextContent('Klassische Massage');
    expect(result()).toHaveTextContent('Kalenderdatei');
    expect(screen.getByRole('link', { name: 'Buchung anzeigen' })).toHaveAttribute('href', '/booking/42');
    expect(screen.getByRole('link', { name: 'Meine Buchungen' })).toHaveAttribute('href', '/bookings');
    expect(screen.getByRole('heading', { name: 'Ihr Termin ist gebucht' })).toHaveFocus();
  });

  it('confirmed by staff: tells whether the customer was notified, no link to own bookings', () => {
    renderBooking(<BookingResult status="confirmed" booking={booking} therapyName="x" notified={false} />);
    expect(screen.getByRole('heading', { name: 'Die Buchung ist erfasst' })).toBeInTheDocument();
    expect(result()).toHaveTextContent('Es wurde keine E-Mail versendet.');
    expect(screen.queryByRole('link', { name: 'Meine Buchungen' })).not.toBeInTheDocument();
  });

  it('temporary: reserved until when, and the e-mail to complete the personal data', () => {
    renderBooking(
      <BookingResult
        status="temporary"
        booking={{ ...booking, temporary: true, temporaryUntil: '2026-11-29T10:00:00+01:00' }}
        therapyName="x"
        email="gast@example.ch"
      />,
    );
    expect(result()).toHaveAttribute('data-status', 'temporary');
    expect(screen.getByTestId('temporary-note')).toHaveTextContent('bis 29. November um 10:00');
    expect(screen.getByTestId('temporary-note')).toHaveTextContent('gast@example.ch');
  });

  it('in progress: the processing message in the "therapy ongoing" frame', () => {
    renderBooking(<BookingResult status="inProgress" />);
    expect(result()).toHaveAttribute('data-status', 'inProgress');
    expect(result()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('wir reservieren Ihren Termin');
  });

  it('failed: the spec message, the reason, and back / reload / try again', async () => {
    const onBack = vi.fn();
    const onRetry = vi.fn();
    renderBooking(<BookingResult status="failed" error={new ApiError(503, 'SERVICE_UNAVAILABLE', 'x')} onBack={onBack} onRetry={onRetry} />);
    expect(result()).toHaveTextContent('Buchung fehlgeschlagen: Bitte gehen Sie zurück, laden Sie die Seite neu und versuchen Sie es erneut.');
    expect(screen.getByTestId('booking-error')).toHaveAttribute('data-code', 'SERVICE_UNAVAILABLE');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('failed because the slot now starts too soon for a guest: the reason and a login instead of a retry', () => {
    renderBooking(
      <BookingResult status="failed" error={new ApiError(409, 'TOO_LATE_FOR_GUEST', 'x')} onBack={() => {}} onRetry={() => {}} onLogin={() => {}} />,
    );
    expect(screen.getByTestId('booking-error')).toHaveTextContent('weniger als 2 Stunden');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('failed because the slot was taken: asks for another slot instead of a retry', async () => {
    const onBack = vi.fn();
    renderBooking(<BookingResult status="failed" error={new ApiError(409, 'SLOT_TAKEN', 'x')} onBack={onBack} onRetry={() => {}} />);
    expect(result()).toHaveTextContent('Bitte wählen Sie einen anderen Termin.');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anderen Termin wählen' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('failed because the address holds too many unconfirmed reservations: the reason and a login instead of a retry', async () => {
    const onLogin = vi.fn();
    renderBooking(<BookingResult status="failed" error={new ApiError(409, 'TEMPORARY_LIMIT', 'x')} onBack={() => {}} onRetry={() => {}} onLogin={onLogin} />);
    expect(screen.getByTestId('booking-error')).toHaveTextContent('bereits 2 unbestätigte Reservierungen');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('failed because of too many reservations in a short time: the rate-limit message, try again later', () => {
    renderBooking(<BookingResult status="failed" error={new ApiError(429, 'RATE_LIMITED', 'x')} onBack={() => {}} onRetry={() => {}} onLogin={() => {}} />);
    expect(screen.getByTestId('booking-error')).toHaveTextContent('Zu viele Versuche. Bitte warten Sie einen Moment');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  it('failed for missing personal data: links to the profile', () => {
    renderBooking(<BookingResult status="failed" error={new ApiError(409, 'PERSONAL_DATA_MISSING', 'x')} onBack={() => {}} />);
    expect(screen.getByRole('link', { name: 'Persönliche Daten ergänzen' })).toHaveAttribute('href', '/account');
  });

  it('unauthenticated: the session message and a login button', async () => {
    const onLogin = vi.fn();
    renderBooking(<BookingResult status="unauthenticated" onLogin={onLogin} />);
    expect(result()).toHaveAttribute('data-status', 'unauthenticated');
    expect(result()).toHaveTextContent('Nicht angemeldet, die Sitzung ist wahrscheinlich abgelaufen');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});

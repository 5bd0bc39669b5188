import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDetail } from '../api/booking-queries.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { BookingCard, cardStatus } from './booking-card.tsx';
import { bookingFixture } from '../../../test/booking-fixture.ts';

const booking: BookingDetail = { ...bookingFixture, id: 8, temporary: true, temporaryUntil: '2026-11-29T10:00:00+01:00', unverified: true };
const actions = () => <div data-testid="owner-actions" />;

describe('cardStatus', () => {
  it.each([
    [{ group: 'future', temporary: true, unverified: true, cancelledAt: null }, 'unverified'],
    [{ group: 'future', temporary: true, unverified: false, cancelledAt: null }, 'temporary'],
    [{ group: 'future', temporary: false, unverified: false, cancelledAt: null }, 'upcoming'],
    [{ group: 'cancelledByPractice', temporary: true, unverified: true, cancelledAt: '2026-11-01T10:00:00Z' }, 'cancelledByPractice'],
  ] as const)('%o is %s', (input, status) => {
    expect(cardStatus(input)).toBe(status);
  });
});

describe('BookingCard', () => {
  it("a reservation made with the address without proof: its status and the owner's answer, not the data request", () => {
    renderBooking(<BookingCard booking={booking} unverifiedActions={actions} />, '/booking/8');
    expect(screen.getByTestId('booking-card')).toHaveAttribute('data-status', 'unverified');
    expect(screen.getByRole('status')).toHaveTextContent('Reserviert – nicht bestätigt');
    expect(screen.getByTestId('owner-actions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Persönliche Daten ergänzen' })).not.toBeInTheDocument();
  });

  it("staff see that the customer has not confirmed it, without the owner's buttons", () => {
    renderBooking(<BookingCard booking={booking} staff unverifiedActions={actions} />, '/booking/8');
    expect(screen.getByTestId('unverified-staff-note')).toHaveTextContent('hat die Reservierung noch nicht bestätigt');
    expect(screen.queryByTestId('owner-actions')).not.toBeInTheDocument();
  });

  it('a confirmed reservation still awaiting data asks for the personal data as before', () => {
    renderBooking(<BookingCard booking={{ ...booking, unverified: false }} unverifiedActions={actions} />, '/booking/8');
    expect(screen.getByTestId('booking-card')).toHaveAttribute('data-status', 'temporary');
    expect(screen.queryByTestId('owner-actions')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Persönliche Daten ergänzen' })).toHaveAttribute('href', '/account?tab=personal&return=%2Fbooking%2F8');
  });
});

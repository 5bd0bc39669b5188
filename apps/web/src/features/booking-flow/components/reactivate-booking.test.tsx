import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '../api/booking-queries.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { ReactivateBooking } from './reactivate-booking.tsx';
import { bookingFixture } from '../../../test/booking-fixture.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const booking = (start: string): BookingDetail => ({
  ...bookingFixture,
  id: 5,
  start,
  end: start,
  cancelledAt: '2026-01-01T10:00:00Z',
  cancelType: 1,
  cancelCostOption: 'none',
  group: 'cancelledByCustomer',
});

describe('ReactivateBooking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reactivates a future booking with the notify choice and shows a taken slot as an error', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } });
      }),
    );
    renderBooking(<ReactivateBooking booking={booking(new Date(Date.now() + 86_400_000).toISOString())} />);
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: 'Buchung reaktivieren' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(bodies).toEqual([{ notify: false }]);
  });

  it('never notifies for a booking in the past', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(200, booking('2020-01-01T10:00:00Z'));
      }),
    );
    renderBooking(<ReactivateBooking booking={booking('2020-01-01T10:00:00Z')} />);
    expect(screen.getByRole('switch')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Buchung reaktivieren' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ notify: false }]));
  });
});

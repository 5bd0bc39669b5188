import { addDays, mondayOf, practiceDate, zonedDay } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import therapiesTexts from '../../../../../../packages/domain/src/locales/de/therapies.json';
import common from '../../../locales/de/common.json';
import bookingTexts from '../../../locales/de/bookings.json';
import { bookingFixture } from '../../../test/booking-fixture.ts';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { OwnBooking } from '../api/bookings-queries.ts';
import { MyBookings } from './my-bookings.tsx';

const texts = { bookings: bookingTexts, therapies: therapiesTexts };
const day = addDays(practiceDate(new Date()), 8);
const moving: OwnBooking = { ...bookingFixture, id: 5, start: zonedDay(day).iso(10 * 60), end: zonedDay(day).iso(11 * 60) };

/** A week of the availability API from `monday`: 09:00 free, 10:00 booked (the booking itself), 14:00 free on Wednesdays only. */
function week(monday: string) {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const at = (minutes: number, state: string) => ({ start: zonedDay(date).iso(minutes), state });
    return { date, slots: [at(9 * 60, 'free'), at(10 * 60, 'booked'), at(14 * 60, i === 2 ? 'free' : 'booked')] };
  });
}

function stubApi(bookings: OwnBooking[], move?: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST') return move ? move() : jsonResponse(200, moving);
      if (url === '/api/documents/own') return jsonResponse(200, { invoices: [], receipts: [] });
      if (url.startsWith('/api/availability?')) return jsonResponse(200, { days: week(new URL(url, 'http://x').searchParams.get('from')!) });
      return jsonResponse(200, { bookings });
    }),
  );
  return calls;
}

async function openMove() {
  renderWithData(<MyBookings cancelHours={24} />, { texts });
  const [card] = await screen.findAllByTestId('booking-card');
  await userEvent.click(within(card!).getByRole('button', { name: bookingTexts.move.button }));
  return screen.findByRole('dialog', { name: bookingTexts.move.title });
}

describe('moving an own booking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the free slots of the booking’s therapy and duration by day, a week at a time, and moves it to the one chosen', async () => {
    const calls = stubApi([moving]);
    const dialog = await openMove();
    const days = await within(dialog).findAllByTestId('move-day');
    expect(days).toHaveLength(7);
    expect(
      within(days[2]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00', '14:00']);
    expect(calls.find((c) => c.url.startsWith('/api/availability?'))!.url).toBe(
      `/api/availability?therapyId=1&arrangementId=2&from=${mondayOf(day)}&to=${addDays(mondayOf(day), 6)}`,
    );
    const confirm = within(dialog).getByRole('button', { name: bookingTexts.move.confirm });
    expect(confirm).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(bookingTexts.move.nextWeek) }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/availability?'))).toHaveLength(2));
    const wednesday = addDays(mondayOf(day), 9);
    const [, , later] = await within(dialog).findAllByTestId('move-day');
    await userEvent.click(within(later!).getByRole('button', { name: /14:00$/ }));
    expect(within(later!).getByRole('button', { name: /14:00$/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(confirm);

    expect(await screen.findByTestId('booking-moved')).toHaveTextContent(
      /Ihr Termin ist verschoben auf .*14:00\. Sie erhalten eine E-Mail mit dem aktualisierten Kalendereintrag\./,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/bookings/5/move', method: 'POST', body: { start: zonedDay(wednesday).iso(14 * 60) } },
    ]);
    // The own bookings reload.
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/bookings/own')).toHaveLength(2));
  });

  it.each(['SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'BOOKING_NOT_MOVABLE'] as const)('shows the refusal %s translated', async (code) => {
    stubApi([moving], () => jsonResponse(409, { error: { code, message: 'no' } }));
    const dialog = await openMove();
    const [first] = await within(dialog).findAllByTestId('move-day');
    await userEvent.click(within(first!).getByRole('button', { name: /09:00$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: bookingTexts.move.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors[code]);
    expect(screen.queryByTestId('booking-moved')).toBeNull();
  });

  it('offers no move within the cancellation period, for a reservation still waiting for data or for proof', async () => {
    const soon = { ...moving, id: 6, start: new Date(Date.now() + 3_600_000).toISOString() };
    stubApi([soon, { ...moving, id: 7, temporary: true }, { ...moving, id: 8, temporary: true, unverified: true }]);
    renderWithData(<MyBookings cancelHours={24} />, { texts });
    const cards = await screen.findAllByTestId('booking-card');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(within(card).queryByRole('button', { name: bookingTexts.move.button })).toBeNull();
    expect(within(cards[0]!).getByRole('button', { name: bookingTexts.cancel.button })).toBeInTheDocument();
  });
});

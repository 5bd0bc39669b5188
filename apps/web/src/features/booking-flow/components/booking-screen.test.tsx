import { addDays, mondayOf, practiceDate, zonedDay, type PublicArrangement } from '@praxis/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBooking } from '../booking-test-utils.tsx';
import { bookingFlowStore, DEFAULT_FLOW } from '../flow-store.ts';
import { BookingScreen } from './booking-screen.tsx';

// Next week's Tuesday at 10:00 is free, everything else booked.
const tuesday = addDays(mondayOf(practiceDate(new Date())), 8);
const free = zonedDay(tuesday).iso(600);
const arrangement: PublicArrangement = { id: 2, durationMinutes: 55, slotMinutes: 60, priceRappen: 14000, image: '' };
const settings = {
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' })),
  bookingHorizonMonths: 6,
  staffLookbackMonths: 2,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(onPost: (path: string, body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onPost(url, JSON.parse(String(init.body)) as Record<string, unknown>);
    const monday = new URL(url, 'http://localhost').searchParams.get('from')!;
    const days = Array.from({ length: 6 }, (_, i) => addDays(monday, i)).map((date) => ({
      date,
      slots: [0, 30].map((m) => ({ start: zonedDay(date).iso(600 + m), state: date === tuesday && m === 0 ? 'free' : 'booked' })),
    }));
    return json(200, { days });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const screenFor = () =>
  renderBooking(
    <BookingScreen
      therapy={{ id: 1, name: 'Klassische Massage' }}
      arrangement={arrangement}
      settings={settings}
      viewer={{ kind: 'guest' }}
      onLogin={() => {}}
    />,
  );

describe('BookingScreen (guest)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    bookingFlowStore.set(DEFAULT_FLOW);
  });

  it('reserves the chosen slot with a valid e-mail and shows the temporary booking', async () => {
    const fetchMock = serve((path, body) => {
      expect(path).toBe('/api/bookings/guest');
      expect(body).toMatchObject({ email: 'gast@example.ch', language: 'de', therapyId: 1, arrangementId: 2, start: free, comment: 'Rücken' });
      return json(201, {
        id: 7,
        therapyId: 1,
        arrangementId: 2,
        start: free,
        end: free,
        durationMinutes: 55,
        priceRappen: 14000,
        comment: 'Rücken',
        temporary: true,
        temporaryUntil: free,
        unverified: true,
        cancelledAt: null,
        cancelType: null,
        cancelCostOption: null,
      });
    });
    screenFor();
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    expect(screen.getByTestId('selected-slot')).toHaveTextContent('10:00–10:55');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bemerkung (freiwillig)' }), 'Rücken');
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'gast@example');
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-Mail/), '.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    const result = await screen.findByTestId('booking-result');
    expect(result).toHaveAttribute('data-status', 'temporary');
    expect(result).toHaveTextContent('gast@example.ch');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(bookingFlowStore.get().slot).toBeNull();
  });

  it('reports a slot taken meanwhile and lets the visitor choose another', async () => {
    serve(() => json(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } }));
    screenFor();
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'gast@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'failed');
    await userEvent.click(screen.getByRole('button', { name: 'Anderen Termin wählen' }));
    expect(screen.queryByTestId('booking-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('selected-slot')).not.toBeInTheDocument();
  });
});

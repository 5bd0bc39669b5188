import { addDays, mondayOf, practiceDate, zonedDay, type PublicArrangement } from '@praxis/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDesktop } from '../../../test/desktop-media.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { bookingFlowStore, DEFAULT_FLOW } from '../flow-store.ts';
import { BookingScreen } from './booking-screen.tsx';
// The guest's form is a lazy chunk: loaded here already, so the tests do not wait for its first import.
import './guest-reserve-form.tsx';

// A desktop: the calendar shows three weeks once the page is live (a phone shows one).
onDesktop();

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
    // No therapist choice here (booking-screen-therapist.test.tsx has it).
    if (url === '/api/therapists') return json(200, { therapists: [] });
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
      expect(body).toMatchObject({ email: 'gast@example.ch', language: 'de', therapyId: 1, arrangementId: 2, start: free, comment: 'Rücken', termsVersion: 1 });
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
    // A guest accepts the terms with every reservation.
    expect(screen.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um zu buchen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/agb');
    await userEvent.type(screen.getByLabelText(/^E-Mail/), '.ch');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    const result = await screen.findByTestId('booking-result');
    expect(result).toHaveAttribute('data-status', 'temporary');
    expect(result).toHaveTextContent('gast@example.ch');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(bookingFlowStore.get().slot).toBeNull();
    // Much typing and two rounds of field messages: slow on a busy two-core machine.
  }, 45_000);

  it('reports a slot taken meanwhile and lets the visitor choose another', async () => {
    serve(() => json(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } }));
    screenFor();
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    await userEvent.type(await screen.findByLabelText(/^E-Mail/), 'gast@example.ch');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reservieren' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'failed');
    await userEvent.click(screen.getByRole('button', { name: 'Anderen Termin wählen' }));
    expect(screen.queryByTestId('booking-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('selected-slot')).not.toBeInTheDocument();
  });

  it('moves the focus from a slot chosen by keyboard to the reserve button, described by the chosen date and time', async () => {
    serve(() => json(500, {}));
    screenFor();
    (await screen.findByRole('button', { name: /10:00$/ })).focus();
    await userEvent.keyboard('{Enter}');
    // The guest's form is a lazy chunk: the panel holds the focus until its button is there.
    const reserve = await screen.findByRole('button', { name: 'Reservieren' });
    await vi.waitFor(() => expect(reserve).toHaveFocus());
    expect(reserve).toHaveAccessibleDescription(/10:00–10:55/);
  });
});

describe('BookingScreen (customer)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    bookingFlowStore.set(DEFAULT_FLOW);
  });

  const customer = (termsAccepted: boolean) =>
    renderBooking(
      <BookingScreen
        therapy={{ id: 1, name: 'Klassische Massage' }}
        arrangement={arrangement}
        settings={settings}
        viewer={{ kind: 'customer', userId: 3, email: 'anna@example.ch', birthday: null, missingData: false, termsAccepted }}
        onLogin={() => {}}
      />,
    );
  const booked = (body: Record<string, unknown>) =>
    json(201, {
      ...body,
      id: 8,
      end: free,
      durationMinutes: 55,
      priceRappen: 14000,
      temporary: false,
      temporaryUntil: null,
      unverified: false,
      cancelledAt: null,
      cancelType: null,
      cancelCostOption: null,
    });

  it('asks for the terms before the first booking, sends nothing without them, and books with the accepted version', async () => {
    const fetchMock = serve((path, body) => {
      expect(path).toBe('/api/bookings');
      expect(body).toMatchObject({ start: free, termsVersion: 1 });
      return booked(body);
    });
    customer(false);
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    const checkbox = screen.getByRole('checkbox', { name: /Ich akzeptiere/ });
    expect(checkbox).toHaveFocus();
    expect(screen.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen, um zu buchen.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
  });

  it('does not ask a customer who accepted the current terms', async () => {
    serve((_path, body) => {
      expect(body.termsVersion).toBeUndefined();
      return booked(body);
    });
    customer(true);
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    expect(screen.queryByRole('checkbox', { name: /Ich akzeptiere/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
  });

  it('books with Enter on the slot and Enter on the book button, which takes the focus and names the slot', async () => {
    serve((_path, body) => booked(body));
    customer(true);
    (await screen.findByRole('button', { name: /10:00$/ })).focus();
    await userEvent.keyboard('{Enter}');
    const book = screen.getByRole('button', { name: 'Jetzt buchen' });
    expect(book).toHaveFocus();
    expect(book).toHaveAccessibleDescription(/10:00–10:55/);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
  });

  it('leaves the focus where it is when a slot is chosen by click or tap', async () => {
    serve((_path, body) => booked(body));
    customer(true);
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    expect(screen.getByRole('button', { name: 'Jetzt buchen' })).not.toHaveFocus();
  });
});

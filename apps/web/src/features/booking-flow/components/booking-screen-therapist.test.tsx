import { addDays, mondayOf, practiceDate, zonedDay, type PublicArrangement, type PublicTherapist } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { onDesktop } from '../../../test/desktop-media.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { bookingFlowStore, DEFAULT_FLOW } from '../flow-store.ts';
import { BookingScreen } from './booking-screen.tsx';

onDesktop();

// Next week's Tuesday: 10:00 is free with any therapist, 10:30 with Marco Rossi (id 5) only.
const tuesday = addDays(mondayOf(practiceDate(new Date())), 8);
const anyFree = zonedDay(tuesday).iso(600);
const marcoFree = zonedDay(tuesday).iso(630);
const arrangement: PublicArrangement = { id: 2, durationMinutes: 55, slotMinutes: 60, priceRappen: 14000, image: '' };
const settings = {
  openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' })),
  bookingHorizonMonths: 6,
  staffLookbackMonths: 2,
};
const therapist = (id: number, firstName: string, lastName: string, patch: Partial<PublicTherapist>): PublicTherapist => ({
  id,
  firstName,
  lastName,
  languages: [],
  zsr: null,
  emr: null,
  bio: {},
  photoUrl: null,
  offers: [{ therapyId: 1, arrangementIds: [1, 2] }],
  ...patch,
});
const anna = therapist(4, 'Anna', 'Muster', { languages: ['de', 'en'], photoUrl: '/uploads/anna.webp' });
const marco = therapist(5, 'Marco', 'Rossi', { languages: ['it', 'de'] });
// Offers the therapy, but not in the chosen 55 minutes (arrangement 2).
const lea = therapist(6, 'Lea', 'Kurz', { offers: [{ therapyId: 1, arrangementIds: [1] }] });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(therapists: PublicTherapist[], onPost: (body: Record<string, unknown>) => void = () => {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      onPost(body);
      return json(201, {
        ...body,
        id: 8,
        end: body.start,
        durationMinutes: 55,
        priceRappen: 14000,
        temporary: false,
        temporaryUntil: null,
        unverified: false,
        cancelledAt: null,
        cancelType: null,
        cancelCostOption: null,
      });
    }
    if (url === '/api/therapists') return json(200, { therapists });
    const query = new URL(url, 'http://localhost').searchParams;
    const monday = query.get('from')!;
    const free = query.get('therapistId') === '5' ? marcoFree : anyFree;
    const days = Array.from({ length: 6 }, (_, i) => addDays(monday, i)).map((date) => ({
      date,
      slots: [0, 30].map((m) => ({ start: zonedDay(date).iso(600 + m), state: zonedDay(date).iso(600 + m) === free ? 'free' : 'booked' })),
    }));
    return json(200, { days });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The availability requests so far, as their `therapistId` (null: none). */
const availabilityTherapists = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/availability'))
    .map((url) => new URL(url, 'http://localhost').searchParams.get('therapistId'));

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const customerScreen = (route = '/book') =>
  renderBooking(
    <>
      <BookingScreen
        therapy={{ id: 1, name: 'Klassische Massage' }}
        arrangement={arrangement}
        settings={settings}
        viewer={{ kind: 'customer', userId: 3, email: 'anna@example.ch', birthday: null, missingData: false, termsAccepted: true }}
        onLogin={() => {}}
      />
      <Address />
    </>,
    route,
  );

const LEGEND = 'Bei wem möchten Sie buchen?';

describe('BookingScreen: choosing a therapist', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    bookingFlowStore.set(DEFAULT_FLOW);
  });

  it('offers no choice when only one therapist offers the therapy in this duration', async () => {
    const fetchMock = serve([anna, lea]);
    customerScreen();
    await screen.findByRole('button', { name: /10:00$/ });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/therapists', expect.anything()));
    expect(screen.queryByRole('group', { name: LEGEND })).not.toBeInTheDocument();
    expect(availabilityTherapists(fetchMock).every((id) => id === null)).toBe(true);
  });

  it('lists "any" (chosen) and everyone offering the therapy in this duration, with photo or initials and languages', async () => {
    serve([anna, marco, lea]);
    customerScreen();
    const group = await screen.findByRole('group', { name: LEGEND });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['any', '4', '5']);
    expect(within(group).getByRole('radio', { name: 'Keine Präferenz' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Anna Muster' })).toHaveAccessibleDescription('Sprachen: Deutsch und Englisch');
    expect(within(group).getByRole('radio', { name: 'Marco Rossi' })).toHaveAccessibleDescription('Sprachen: Italienisch und Deutsch');
    expect(screen.getByTestId('therapist-option-4').querySelector('img')).toHaveAttribute('src', '/uploads/anna.webp');
    expect(screen.getByTestId('therapist-option-5')).toHaveTextContent('MR');
  });

  it('shows the chosen therapist’s slots, names them in the panel and books with them', async () => {
    const onPost = vi.fn();
    const fetchMock = serve([anna, marco], onPost);
    customerScreen();
    await screen.findByRole('button', { name: /10:00$/ });
    await userEvent.click(await screen.findByRole('radio', { name: 'Marco Rossi' }));
    expect(screen.getByRole('radio', { name: 'Marco Rossi' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent('therapistid=5');
    await userEvent.click(await screen.findByRole('button', { name: /10:30$/ }));
    expect(screen.queryByRole('button', { name: /10:00$/ })).not.toBeInTheDocument();
    expect(availabilityTherapists(fetchMock)).toContain('5');
    expect(screen.getByTestId('selected-slot')).toHaveTextContent('Marco Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
    expect(onPost).toHaveBeenCalledWith(expect.objectContaining({ start: marcoFree, therapistId: 5 }));
    expect(bookingFlowStore.get().therapistId).toBe(5);
  });

  it('books with any therapist, without a therapistId, after going back to "any"', async () => {
    const onPost = vi.fn();
    const fetchMock = serve([anna, marco], onPost);
    customerScreen();
    await userEvent.click(await screen.findByRole('radio', { name: 'Anna Muster' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Keine Präferenz' }));
    expect(screen.getByTestId('address')).toHaveTextContent('therapistid=any');
    const requests = availabilityTherapists(fetchMock).length;
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    expect(screen.getByTestId('selected-slot')).not.toHaveTextContent('Therapeut/in');
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
    expect(onPost).toHaveBeenCalledTimes(1);
    expect(onPost.mock.calls[0]![0]).not.toHaveProperty('therapistId');
    expect(
      availabilityTherapists(fetchMock)
        .slice(requests)
        .every((id) => id === null),
    ).toBe(true);
    expect(bookingFlowStore.get().therapistId).toBeNull();
  });

  it('reads the therapist back from the address', async () => {
    const fetchMock = serve([anna, marco]);
    customerScreen('/book?therapyid=1&arrangementid=2&therapistid=5');
    expect(await screen.findByRole('radio', { name: 'Marco Rossi' })).toBeChecked();
    expect(await screen.findByRole('button', { name: /10:30$/ })).toBeInTheDocument();
    expect(availabilityTherapists(fetchMock)).toContain('5');
  });

  it('writes a therapist remembered from earlier in the visit into the address', async () => {
    serve([anna, marco]);
    bookingFlowStore.set({ ...DEFAULT_FLOW, therapistId: 4 });
    customerScreen('/book?therapyid=1&arrangementid=2');
    expect(await screen.findByRole('radio', { name: 'Anna Muster' })).toBeChecked();
    await vi.waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('therapistid=4'));
  });

  it.each(['99', '6'])('falls back to "any" for a therapist %s who does not offer it', async (id) => {
    const onPost = vi.fn();
    serve([anna, marco, lea], onPost);
    customerScreen(`/book?therapistid=${id}`);
    expect(await screen.findByRole('radio', { name: 'Keine Präferenz' })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: /10:00$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Jetzt buchen' }));
    expect(await screen.findByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
    expect(onPost.mock.calls[0]![0]).not.toHaveProperty('therapistId');
  });
});

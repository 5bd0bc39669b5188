import { addDays } from '@praxis/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import therapiesTexts from '../../../../../../packages/domain/src/locales/de/therapies.json';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/booking-list.json';
import scheduleTexts from '../../../locales/de/schedule.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingList, type CalendarSupport } from './booking-list.tsx';
import { at, bookingRow, today, listAnswer } from './test-fixtures.ts';

const bundles = { 'booking-list': texts, schedule: scheduleTexts, therapies: therapiesTexts, table: tableTexts };
const tina = { id: 3, name: 'Tina Therapeutin' };
const bruno = { id: 4, name: 'Bruno Berater' };
const support: CalendarSupport = {
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '18:00' })),
  therapists: [tina, bruno],
  therapies: [],
  arrangements: [],
  canBook: true,
};
const massage = bookingRow({ id: 1, start: at(1, 10), end: at(1, 11) });

/** Tomorrow's slots of the booking's therapy with its therapist: the booking's own start is no choice. */
const freeTomorrow = [
  { start: at(1, 9), state: 'free' },
  { start: at(1, 10), state: 'free' },
  { start: at(1, 14), state: 'free' },
  { start: at(1, 16), state: 'booked' },
];

function stubApi(move?: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/staff/bookings/1/move') return move ? move() : jsonResponse(200, { id: 1 });
      if (url.startsWith('/api/staff/bookings?')) return jsonResponse(200, listAnswer([massage], []));
      if (url.startsWith('/api/availability?')) return jsonResponse(200, { days: [{ date: addDays(today, 1), slots: freeTomorrow }] });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

/** Opens the move dialogue from the list's row actions (the keyboard's way). */
async function openFromList() {
  renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support} />, { texts: bundles, route: '/bookingList' });
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.sections.upcoming}`) }));
  await userEvent.click(await screen.findByRole('button', { name: /Anna Muster/ }));
  await userEvent.click(screen.getByRole('menuitem', { name: texts.actions.move }));
  return screen.findByRole('dialog', { name: texts.move.title });
}

describe('moving a booking at the front desk', () => {
  beforeEach(() => {
    // NOTE: jsdom has no scrollIntoView; Mantine's option lists call it.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // The drag test's stand-in for the layout jsdom lacks.
    Reflect.deleteProperty(document, 'elementsFromPoint');
  });

  it('moves a booking from the list to the date, time and therapist chosen, without a mail when the switch is off, and says so', async () => {
    const calls = stubApi();
    const dialog = await openFromList();
    // Unchanged, nothing is sent.
    expect(within(dialog).getByRole('button', { name: texts.move.confirm })).toBeDisabled();
    fireEvent.input(within(dialog).getByLabelText(new RegExp(`^${texts.move.date}`)), { target: { value: addDays(today, 2) } });
    fireEvent.input(within(dialog).getByLabelText(new RegExp(`^${texts.move.time}`)), { target: { value: '14:30' } });
    await userEvent.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${texts.move.therapist}`) }));
    await userEvent.click(screen.getByRole('option', { name: bruno.name }));
    expect(within(dialog).getByTestId('move-summary')).toHaveTextContent(/Anna Muster \(Klassische Massage\).* bei Bruno Berater verschieben\?/);
    await userEvent.click(within(dialog).getByRole('switch', { name: texts.move.notify }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.move.confirm }));

    expect(await screen.findByTestId('move-done')).toHaveTextContent(/Anna Muster ist verschoben auf .*14:30 bei Bruno Berater\.$/);
    expect(screen.queryByRole('dialog', { name: texts.move.title })).toBeNull();
    expect(posts(calls)).toEqual([
      { url: '/api/staff/bookings/1/move', method: 'POST', body: { start: `${addDays(today, 2)}T14:30:00+01:00`, therapistId: 4, notify: false } },
    ]);
    // The list reloads.
    await vi.waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/staff/bookings?'))).toHaveLength(2));
  });

  it('shows the free times of the day and therapist chosen; one click sets the time (Actions, Move, a time, Move: 4 clicks)', async () => {
    const calls = stubApi();
    const dialog = await openFromList();
    const times = await within(dialog).findByRole('group', { name: texts.move.freeTimes });
    expect(
      within(times)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['09:00', '14:00']);
    expect(calls.some((call) => call.url.startsWith('/api/availability?') && call.url.includes('therapistId=3') && call.url.includes('arrangementId='))).toBe(
      true,
    );
    await userEvent.click(within(times).getByRole('button', { name: '14:00' }));
    expect(within(times).getByRole('button', { name: '14:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText(new RegExp(`^${texts.move.time}`))).toHaveValue('14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.move.confirm }));
    await screen.findByTestId('move-done');
    expect(posts(calls)).toEqual([{ url: '/api/staff/bookings/1/move', method: 'POST', body: { start: at(1, 14), therapistId: 3, notify: true } }]);
  });

  it.each(['SLOT_TAKEN', 'SLOT_UNAVAILABLE', 'BOOKING_NOT_MOVABLE'] as const)('shows the refusal %s translated and stays open', async (code) => {
    stubApi(() => jsonResponse(409, { error: { code, message: 'no' } }));
    const dialog = await openFromList();
    fireEvent.input(within(dialog).getByLabelText(new RegExp(`^${texts.move.time}`)), { target: { value: '15:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.move.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors[code]);
    expect(screen.queryByTestId('move-done')).toBeNull();
  });

  it('does not offer to move a cancelled booking', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, listAnswer([{ ...massage, cancelledAt: at(0, 8), cancelType: 3 }], []))),
    );
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support} />, { texts: bundles, route: '/bookingList' });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.sections.upcoming}`) }));
    await userEvent.click(await screen.findByRole('button', { name: /Anna Muster/ }));
    expect(screen.getByRole('menuitem', { name: texts.actions.reactivate })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: texts.actions.move })).toBeNull();
  });

  it('moves a block dropped on another therapist’s column after confirming, telling the customer by default', async () => {
    const calls = stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support} />, {
      texts: bundles,
      route: `/bookingList?view=day&date=${addDays(today, 1)}`,
    });
    const block = await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ });
    const grid = screen.getByTestId('calendar-grid');
    const cell = (therapistId: number, minutes: number) => grid.querySelector(`[data-cell-therapist="${therapistId}"][data-cell-minutes="${minutes}"]`)!;
    // Grabbed on its second row (10:15), dropped on Bruno's 11:15: it starts at 11:00 there.
    let under: Element[] = [block, cell(3, 615)];
    document.elementsFromPoint = () => under;
    fireEvent.pointerDown(block, { button: 0, pointerType: 'mouse', pointerId: 1, clientX: 10, clientY: 30 });
    under = [cell(4, 675)];
    fireEvent.pointerMove(block, { pointerType: 'mouse', pointerId: 1, clientX: 200, clientY: 60 });
    expect(await screen.findByTestId('drop-shadow')).toBeInTheDocument();
    fireEvent.pointerUp(block, { pointerType: 'mouse', pointerId: 1, clientX: 200, clientY: 60 });
    fireEvent.click(block);

    const dialog = await screen.findByRole('dialog', { name: texts.move.title });
    // The drop was no click: the block's panel stays closed.
    expect(screen.queryByRole('dialog', { name: 'Anna Muster' })).toBeNull();
    expect(within(dialog).queryByLabelText(new RegExp(`^${texts.move.date}`))).toBeNull();
    expect(within(dialog).getByTestId('move-summary')).toHaveTextContent(/10:00 auf .*11:00 bei Bruno Berater verschieben\?/);
    expect(within(dialog).getByRole('switch', { name: texts.move.notify })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.move.confirm }));
    expect(await screen.findByTestId('move-done')).toHaveTextContent('Die Kundin/der Kunde erhält eine E-Mail.');
    expect(posts(calls)).toEqual([{ url: '/api/staff/bookings/1/move', method: 'POST', body: { start: at(1, 11), therapistId: 4, notify: true } }]);
  });

  it('opens the move dialogue from the block’s panel', async () => {
    stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support} />, {
      texts: bundles,
      route: `/bookingList?view=day&date=${addDays(today, 1)}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ }));
    const panel = await screen.findByRole('dialog', { name: 'Anna Muster' });
    await userEvent.click(within(panel).getByRole('button', { name: texts.actions.move }));
    const dialog = await screen.findByRole('dialog', { name: texts.move.title });
    expect(within(dialog).getByLabelText(new RegExp(`^${texts.move.time}`))).toHaveValue('10:00');
  });
});

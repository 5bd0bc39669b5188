import { addDays, zonedDay } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import therapiesTexts from '../../../../../../packages/domain/src/locales/de/therapies.json';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/booking-list.json';
import profileTexts from '../../../locales/de/profile.json';
import scheduleTexts from '../../../locales/de/schedule.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingList, type CalendarSupport } from './booking-list.tsx';
import { absenceRow, at, bookingRow, today, listAnswer } from './test-fixtures.ts';

const bundles = { 'booking-list': texts, profile: profileTexts, schedule: scheduleTexts, therapies: therapiesTexts, table: tableTexts };
const day = addDays(today, 1);
const route = `/bookingList?view=day&date=${day}`;

const tina = { id: 3, name: 'Tina Therapeutin' };
const bruno = { id: 4, name: 'Bruno Berater' };
const support = (canBook: boolean): CalendarSupport => ({
  // Every weekday 08:00–18:00.
  openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '18:00' })),
  therapists: [tina, bruno],
  therapies: [{ id: 1, labelKey: 'classic_massage', arrangementIds: [2, 5] }],
  arrangements: [
    { id: 2, durationMinutes: 55 },
    { id: 5, durationMinutes: 25 },
  ],
  canBook,
});

const massage = bookingRow({ id: 1, start: at(1, 10), end: at(1, 11) });
const pause = absenceRow({ id: 7, typeId: 6, therapistId: 4, therapistName: bruno.name, start: at(1, 12), end: at(1, 13) });

const NO_ADDRESS = { street: null, houseNumber: null, postalCode: null, location: null, countryCode: null };

function stubApi(post?: (body: unknown) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (method === 'POST' && url === '/api/staff/bookings' && post) return post(body);
      if (method === 'POST' && url === '/api/staff/customers')
        return jsonResponse(201, { created: true, customer: { ...(body as object), id: 21, birthday: null, ...NO_ADDRESS, lastBooking: null } });
      if (url.startsWith('/api/staff/bookings?')) return jsonResponse(200, listAnswer([massage], [pause]));
      if (url.startsWith('/api/customers?'))
        return jsonResponse(200, {
          customers: [
            {
              id: 20,
              email: 'anna@example.com',
              firstName: 'Anna',
              lastName: 'Muster',
              phone: null,
              birthday: null,
              ...NO_ADDRESS,
              lastBooking: { therapyId: 1, arrangementId: 5 },
            },
          ],
        });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const free = (time: string, therapist: string) => new RegExp(`${time}, ${therapist}: frei`);

const choiceField = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: new RegExp(`^${texts.calendar.book.therapyAndDuration}`) });

/** Opens 09:00 of Tina and picks Anna, whose last booking was the 25 minutes' massage. */
async function fillBooking() {
  await userEvent.click(screen.getByRole('button', { name: free('09:00', tina.name) }));
  const dialog = await screen.findByRole('dialog', { name: texts.calendar.book.title });
  // The customer comes first: the dialogue opens in that field.
  const customer = within(dialog).getByRole('combobox', { name: new RegExp(`^${texts.calendar.book.customer}`) });
  await vi.waitFor(() => expect(customer).toHaveFocus());
  await userEvent.type(customer, 'anna');
  await userEvent.click(await screen.findByRole('option', { name: /Muster Anna/ }));
  return dialog;
}

describe('BookingCalendar', () => {
  beforeEach(() => {
    // NOTE: jsdom has no scrollIntoView; Mantine's option lists call it.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('puts a 10:00–11:00 booking into the therapist’s column over the rows 10:00 to 10:45, the break into the other column', async () => {
    const calls = stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route });
    const block = await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ });
    expect(block).toHaveAttribute('data-column', `${day}/3`);
    expect(block).toHaveAttribute('data-first-row', '10:00');
    expect(block).toHaveAttribute('data-last-row', '10:45');
    expect(block).toHaveAccessibleName(new RegExp(`10:00–11:00, ${tina.name}`));
    // The booked rows are no free cells; the rows around them and the other therapist's are.
    for (const time of ['10:00', '10:15', '10:30', '10:45']) expect(screen.queryByRole('button', { name: free(time, tina.name) })).toBeNull();
    expect(screen.getByRole('button', { name: free('09:45', tina.name) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: free('11:00', tina.name) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: free('10:00', bruno.name) })).toBeInTheDocument();

    const absence = screen.getByRole('button', { name: new RegExp(scheduleTexts.absences.types['6']) });
    expect(absence).toHaveAttribute('data-column', `${day}/4`);
    expect(absence).toHaveAttribute('data-first-row', '12:00');
    expect(absence).toHaveAttribute('data-last-row', '12:45');
    expect(screen.queryByRole('button', { name: free('12:30', bruno.name) })).toBeNull();

    // The grid asks for the shown day only.
    const query = new URL(calls[0]!.url, 'http://localhost').searchParams;
    expect([query.get('from'), query.get('to')]).toEqual([day, day]);
    // The first row is the opening, the last the closing hour.
    expect(screen.getByRole('button', { name: free('08:00', tina.name) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: free('17:45', tina.name) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: free('18:00', tina.name) })).toBeNull();
  });

  it('shows the therapist filter’s column only', async () => {
    stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route: `${route}&therapist=4` });
    expect(await screen.findByRole('button', { name: free('09:00', bruno.name) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: free('09:00', tina.name) })).toBeNull();
  });

  it('books a free cell with its therapist and start, then reloads the grid', async () => {
    const calls = stubApi(() => jsonResponse(201, { id: 99 }));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route });
    await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ });
    const dialog = await fillBooking();
    // Her last therapy and duration are offered; the desk takes the longer one today.
    expect(choiceField(dialog)).toHaveValue(`${therapiesTexts.items.classic_massage.name} · 25 Min.`);
    await userEvent.click(choiceField(dialog));
    await userEvent.click(screen.getByRole('option', { name: `${therapiesTexts.items.classic_massage.name} · 55 Min.` }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.calendar.book.comment }), 'Rücken');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.confirm }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: texts.calendar.book.title })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/staff/bookings',
        method: 'POST',
        body: { customerId: 20, therapyId: 1, arrangementId: 2, start: zonedDay(day).iso(9 * 60), comment: 'Rücken', notify: true, therapistId: 3 },
      },
    ]);
    expect(zonedDay(day).iso(9 * 60)).toMatch(new RegExp(`^${day}T09:00:00\\+0[12]:00$`));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.startsWith('/api/staff/bookings?')).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal in the dialog', async () => {
    stubApi(() => jsonResponse(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } }));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route });
    await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ });
    const dialog = await fillBooking();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.confirm }));
    expect(await within(dialog).findByText(common.errors.SLOT_TAKEN)).toBeInTheDocument();
  });

  it('books a new caller entered in the dialogue', async () => {
    const calls = stubApi(() => jsonResponse(201, { id: 99 }));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route });
    await userEvent.click(await screen.findByRole('button', { name: free('09:00', tina.name) }));
    const dialog = await screen.findByRole('dialog', { name: texts.calendar.book.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.newCustomer }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${profileTexts.fields.firstName}`) }), 'Nina');
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${profileTexts.fields.lastName}`) }), 'Anrufer');
    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(`^${profileTexts.fields.phone}`) }), '079 555 44 33');
    // A wrong address is named at its field and nothing is sent.
    const email = within(dialog).getByRole('textbox', { name: new RegExp(`^${texts.calendar.book.email}`) });
    await userEvent.type(email, 'nina@');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.enterCustomer }));
    expect(await within(dialog).findByText(profileTexts.errors.invalidEmail)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(email, 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.enterCustomer }));
    const customer = await within(dialog).findByRole('combobox', { name: new RegExp(`^${texts.calendar.book.customer}`) });
    expect(customer).toHaveValue('Anrufer Nina · nina@example.com');
    await userEvent.click(choiceField(dialog));
    await userEvent.click(screen.getByRole('option', { name: `${therapiesTexts.items.classic_massage.name} · 55 Min.` }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.confirm }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: texts.calendar.book.title })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/staff/customers', { firstName: 'Nina', lastName: 'Anrufer', phone: '079 555 44 33', email: 'nina@example.com', language: 'de' }],
      ['/api/staff/bookings', expect.objectContaining({ customerId: 21, therapyId: 1, arrangementId: 2, therapistId: 3 })],
    ]);
  });

  it('asks for the therapy with its duration and the customer before sending', async () => {
    const calls = stubApi(() => jsonResponse(201, { id: 99 }));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route });
    await userEvent.click(await screen.findByRole('button', { name: free('09:00', tina.name) }));
    const dialog = await screen.findByRole('dialog', { name: texts.calendar.book.title });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.calendar.book.confirm }));
    expect(within(dialog).getAllByText(texts.calendar.book.required)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shades the time outside a therapist’s working time and books only inside it', async () => {
    stubApi();
    // Tina works 13:00–18:00 that day; Bruno's plan is not known (no shading).
    const workingTime = new Map([[`${day}/${tina.id}`, [{ from: 13 * 60, to: 18 * 60 }]]]);
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={{ ...support(true), workingTime }} />, { texts: bundles, route });
    expect(await screen.findByRole('button', { name: free('13:00', tina.name) })).toBeVisible();
    expect(screen.queryByRole('button', { name: free('09:00', tina.name) })).toBeNull();
    expect(screen.queryByRole('button', { name: free('12:45', tina.name) })).toBeNull();
    expect(screen.getByRole('button', { name: free('09:00', bruno.name) })).toBeVisible();
    // Tina's 08:00–13:00 in rows of 15 minutes (a booking's block lies over its shaded cells).
    expect(screen.getByTestId('calendar-grid').querySelectorAll('[data-off-time]')).toHaveLength(20);
  });

  it('offers a planner no free cells and no booking dialog', async () => {
    stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(false)} />, { texts: bundles, route });
    const block = await screen.findByRole('button', { name: /Anna Muster, Klassische Massage/ });
    expect(screen.queryAllByRole('button', { name: /frei – hier buchen/ })).toEqual([]);
    await userEvent.click(screen.getByTestId('calendar-grid'));
    expect(screen.queryByRole('dialog', { name: texts.calendar.book.title })).toBeNull();
    // The booking still opens with the list's actions.
    await userEvent.click(block);
    const panel = await screen.findByRole('dialog', { name: 'Anna Muster' });
    expect(within(panel).getByRole('button', { name: texts.actions.cancel })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: texts.actions.openCard })).toBeInTheDocument();
  });

  it('switches between list, day and week in the address', async () => {
    stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} calendar={support(true)} />, { texts: bundles, route: '/bookingList' });
    await userEvent.click(screen.getByRole('radio', { name: texts.calendar.views.week }));
    expect(await screen.findByTestId('calendar-grid')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: new RegExp(`${tina.name}: frei`) })).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('radio', { name: texts.calendar.views.list }));
    expect(screen.queryByTestId('calendar-grid')).toBeNull();
  });
});

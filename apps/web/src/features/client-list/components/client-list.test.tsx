import type { CustomerListRow } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/client-list.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { ClientList } from './client-list.tsx';

const bundles = { texts: { 'client-list': texts, table: tableTexts } };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const customer = (id: number, changes: Partial<CustomerListRow> = {}): CustomerListRow => ({
  id,
  firstName: `Vorname${id}`,
  lastName: 'Muster',
  email: `kunde${id}@example.com`,
  phone: '+41 79 000 00 00',
  closestBooking: null,
  bookingCount: 0,
  billedTotalRappen: 0,
  registeredAt: '2026-01-15T09:00:00.000Z',
  unconfirmed: false,
  acquired: false,
  ...changes,
});

/** Answers the list calls by offset from `all` and records every requested query. */
function serve(all: CustomerListRow[], filter: (row: CustomerListRow, search: string) => boolean = () => true) {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url, 'http://localhost').searchParams;
      queries.push(query);
      const found = all.filter((row) => filter(row, query.get('search') ?? ''));
      const offset = Number(query.get('offset'));
      const limit = Number(query.get('limit'));
      const absences =
        query.get('absences') === '1' && offset === 0
          ? [
              {
                id: 9,
                therapistId: 2,
                therapistName: 'Lea Brunner',
                typeId: 4,
                start: inDays(5),
                end: inDays(12),
                fullDay: true,
                shortTerm: false,
                note: 'Sommer',
              },
            ]
          : [];
      return jsonResponse(200, { customers: found.slice(offset, offset + limit), total: found.length, absences });
    }),
  );
  return queries;
}

describe('ClientList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the typed search to the server after the debounce and shows the rows found', async () => {
    const anna = customer(1, {
      firstName: 'Anna',
      lastName: 'Aebi',
      email: 'anna@example.com',
      unconfirmed: true,
      acquired: true,
      bookingCount: 3,
      billedTotalRappen: 14_000,
      closestBooking: {
        id: 77,
        start: inDays(3),
        therapyLabelKey: 'classic_massage',
        durationMinutes: 55,
        priceRappen: 14_000,
        therapistName: 'Lea',
        cancelledAt: null,
        cancelType: null,
      },
    });
    const queries = serve([anna, customer(2, { firstName: 'Bruno' })], (row, search) =>
      [row.firstName, row.lastName, row.email].some((text) => (text ?? '').toLowerCase().includes(search.toLowerCase())),
    );
    renderWithData(<ClientList />, { ...bundles, route: '/clientList' });
    expect(await screen.findByText('Bruno Muster')).toBeInTheDocument();
    expect(queries[0]!.get('search')).toBe('');
    expect(queries[0]!.get('limit')).toBe('50');

    await userEvent.type(screen.getByRole('searchbox', { name: texts.search.label }), 'ANNA');
    await vi.waitFor(() => expect(screen.queryByText('Bruno Muster')).not.toBeInTheDocument());
    expect(queries.map((query) => query.get('search'))).toContain('ANNA');
    // Only the resting text is sent, not every keystroke.
    expect(queries.map((query) => query.get('search'))).not.toContain('AN');
    const link = screen.getByRole('link', { name: 'Anna Aebi' });
    expect(link).toHaveAttribute('href', '/account?email=anna%40example.com');
    const row = link.closest('tr')!;
    expect(within(row).getByText(texts.badges.unconfirmed)).toBeInTheDocument();
    expect(within(row).getByText(texts.badges.acquired)).toBeInTheDocument();
    expect(within(row).getByText(texts.booking.upcoming)).toBeInTheDocument();
    expect(screen.getByTestId('client-list-count')).toHaveTextContent('1 von 1 angezeigt');
  });

  it('loads the next page of 50 with "load more" and keeps the filters of the address', async () => {
    const all = Array.from({ length: 120 }, (_, index) => customer(index + 1));
    const queries = serve(all);
    renderWithData(<ClientList />, { ...bundles, route: '/clientList?time=todayAndFuture&sort=newest' });
    expect(await screen.findByTestId('client-list-count')).toHaveTextContent('50 von 120 angezeigt');
    expect(screen.getByRole('combobox', { name: texts.filters.time.label })).toHaveValue('todayAndFuture');

    await userEvent.click(screen.getByRole('button', { name: texts.paging.loadMore }));
    await vi.waitFor(() => expect(screen.getByTestId('client-list-count')).toHaveTextContent('100 von 120 angezeigt'));
    const second = queries.find((query) => query.get('offset') === '50')!;
    expect(second).toBeDefined();
    expect(second.get('time')).toBe('todayAndFuture');
    expect(second.get('sort')).toBe('newest');
    expect(screen.getByText('Vorname100 Muster')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: texts.paging.loadMore }));
    await vi.waitFor(() => expect(screen.getByTestId('client-list-count')).toHaveTextContent('120 von 120 angezeigt'));
    expect(screen.queryByRole('button', { name: texts.paging.loadMore })).not.toBeInTheDocument();
  });

  it('sends a changed filter to the server', async () => {
    const queries = serve([customer(1)]);
    renderWithData(<ClientList />, { ...bundles, route: '/clientList' });
    await screen.findByText('Vorname1 Muster');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.cancellation.label }), 'cancelled');
    await vi.waitFor(() => expect(queries.some((query) => query.get('cancellation') === 'cancelled')).toBe(true));
  });

  it('says when no customer matches', async () => {
    serve([]);
    renderWithData(<ClientList />, { ...bundles, route: '/clientList?search=zzz' });
    expect(await screen.findByText(texts.table.noMatches)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: texts.search.label })).toHaveValue('zzz');
  });

  it('shows a failed load with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'no' } })),
    );
    renderWithData(<ClientList />, { ...bundles, route: '/clientList' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('shows the team’s absences of the period when its switch is on, and keeps the switch in the address', async () => {
    const queries = serve([customer(1)]);
    renderWithData(<ClientList />, bundles);
    expect(await screen.findByText('kunde1@example.com')).toBeVisible();
    expect(screen.queryByRole('table', { name: texts.absences.label })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: texts.filters.absences }));
    const table = await screen.findByRole('table', { name: texts.absences.label });
    expect(await within(table).findByText('Lea Brunner')).toBeVisible();
    expect(within(table).getByText('Sommer')).toBeVisible();
    expect(queries.at(-1)?.get('absences')).toBe('1');
    expect(queries.at(-1)?.get('breaks')).toBeNull();
  });
});

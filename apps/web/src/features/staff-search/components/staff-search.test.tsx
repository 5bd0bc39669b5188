import type { StaffSearchResult } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import therapies from '../../../../../../packages/domain/src/locales/de/therapies.json';
import texts from '../../../locales/de/search.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { StaffSearch } from './staff-search.tsx';

const anna = { id: 7, firstName: 'Anna', lastName: 'Meier', email: 'anna.meier@example.com' };
const found: StaffSearchResult = {
  kinds: ['customers', 'bookings', 'invoices', 'receipts', 'vouchers'],
  customers: [{ ...anna, phone: '+41 79 123 45 67' }],
  bookings: [{ id: 31, number: '2027-00012', start: '2027-01-05T09:00:00.000Z', therapyLabelKey: 'classic_massage', cancelled: false, customer: anna }],
  invoices: [{ id: 5, number: '2027-0042', issuedOn: '2027-01-20', amountRappen: 14_000, state: 'sent', customer: anna }],
  receipts: [],
  vouchers: [],
};
const nothing: StaffSearchResult = { kinds: ['invoices', 'receipts', 'vouchers'], customers: [], bookings: [], invoices: [], receipts: [], vouchers: [] };

/** Answers the search with `answer` for every text and records the texts asked for. */
function serve(answer: (q: string) => StaffSearchResult) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      expect(parsed.pathname).toBe('/api/staff/search');
      const q = parsed.searchParams.get('q') ?? '';
      asked.push(q);
      return jsonResponse(200, answer(q));
    }),
  );
  return asked;
}

/** Where the app is: the search navigates there. */
function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

const renderSearch = () =>
  renderWithData(
    <>
      <StaffSearch />
      <Location />
    </>,
    { texts: { search: texts, therapies } },
  );

describe('StaffSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with Ctrl+K from anywhere, the search field labelled and focused', async () => {
    serve(() => found);
    const user = userEvent.setup();
    renderSearch();
    expect(screen.getByRole('button', { name: 'Suchen…' })).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    expect(screen.getByRole('button', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Suche' });
    const field = within(dialog).getByRole('combobox', { name: 'Suchbegriff' });
    await vi.waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the hits grouped by kind under their headings once the typing pauses', async () => {
    const asked = serve(() => found);
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Suchen…' }));
    await user.type(await screen.findByRole('combobox', { name: 'Suchbegriff' }), 'Meier');
    const list = await screen.findByRole('listbox', { name: 'Suchergebnisse' });
    await within(list).findByRole('group', { name: 'Kundinnen und Kunden' });
    // One request for the settled text, none per keystroke.
    expect(asked).toEqual(['Meier']);
    expect(within(list).getAllByRole('group')).toHaveLength(3);
    const customers = within(list).getByRole('group', { name: 'Kundinnen und Kunden' });
    expect(within(customers).getByRole('option')).toHaveTextContent('Anna Meier');
    expect(within(customers).getByRole('option')).toHaveTextContent('anna.meier@example.com · +41 79 123 45 67');
    const bookings = within(list).getByRole('group', { name: 'Buchungen' });
    expect(within(bookings).getByRole('option')).toHaveTextContent('2027-00012 · Anna Meier');
    expect(within(bookings).getByRole('option')).toHaveTextContent('Klassische Massage');
    const invoices = within(list).getByRole('group', { name: 'Rechnungen' });
    expect(within(invoices).getByRole('option')).toHaveTextContent('2027-0042 · Anna Meier');
    expect(within(invoices).getByRole('option')).toHaveTextContent('Versandt');
    expect(screen.getByRole('status')).toHaveTextContent('3 Treffer');
  });

  it('moves through the hits with the arrow keys and opens the marked one with Enter', async () => {
    serve(() => found);
    const user = userEvent.setup();
    renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    await user.type(field, 'Meier');
    await screen.findByRole('group', { name: 'Buchungen' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const booking = screen.getByRole('option', { name: /2027-00012/ });
    expect(booking).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', booking.id);
    await user.keyboard('{Enter}');
    // The booking list's day of the booking (Zurich), searched by its customer.
    expect(screen.getByTestId('location')).toHaveTextContent('/bookingList?view=day&date=2027-01-05&search=anna.meier%40example.com');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the first hit with Enter when none is marked, and a hit by a click', async () => {
    serve(() => found);
    const user = userEvent.setup();
    renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Suchbegriff' }), 'Meier');
    await screen.findByRole('group', { name: 'Kundinnen und Kunden' });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/account?email=anna.meier%40example.com');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox', { name: 'Suchbegriff' }), '2027-0042');
    await user.click(await screen.findByRole('option', { name: /2027-0042/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices?search=2027-0042');
  });

  it('asks nothing under 2 characters and says where it searched when nothing matches', async () => {
    const asked = serve(() => nothing);
    const user = userEvent.setup();
    renderSearch();
    await user.keyboard('{Control>}k{/Control}');
    const field = await screen.findByRole('combobox', { name: 'Suchbegriff' });
    await user.type(field, 'M');
    expect(await screen.findByText('Bitte geben Sie mindestens 2 Zeichen ein.')).toBeInTheDocument();
    await user.type(field, 'eier');
    const empty = await screen.findByTestId('staff-search-empty');
    expect(empty).toHaveTextContent('Nichts gefunden für «Meier».');
    expect(empty).toHaveTextContent('Gesucht in: Rechnungen, Rückforderungsbelege, Gutscheine.');
    expect(asked).toEqual(['Meier']);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});

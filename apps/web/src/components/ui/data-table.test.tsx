import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import table from '../../locales/de/table.json';
import { renderWithData } from '../../test/render.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';

interface Person {
  id: number;
  name: string;
  city: string;
  rappen: number | null;
}

const people: Person[] = [
  { id: 1, name: 'Zoë Müller', city: 'Zürich', rappen: 7500 },
  { id: 2, name: 'Anna Berger', city: 'Bern', rappen: 12000 },
  { id: 3, name: 'Éric Favre', city: 'Genève', rappen: 500 },
  { id: 4, name: 'Luca Rossi', city: 'Lugano', rappen: null },
];

const columns: DataTableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortValue: (p) => p.name },
  { key: 'city', header: 'Ort', cell: (p) => p.city },
  { key: 'amount', header: 'Betrag', cell: (p) => (p.rappen === null ? '–' : String(p.rappen)), sortValue: (p) => p.rappen, align: 'right' },
];

function renderTable(props: Partial<DataTableProps<Person>> = {}) {
  return renderWithData(<DataTable label="Kunden" columns={columns} rows={people} getRowId={(p) => p.id} {...props} />, { texts: { table } });
}

/** The names in the order the body shows them (spacer rows have no cells with text). */
const shownNames = () =>
  within(screen.getByRole('table', { name: 'Kunden' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');

describe('DataTable', () => {
  it('sorts by a header click, descending on the second click, empty values last', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Ort' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual(['Anna Berger', 'Éric Favre', 'Luca Rossi', 'Zoë Müller']);

    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Zoë Müller', 'Luca Rossi', 'Éric Favre', 'Anna Berger']);

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Betrag/ })).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(shownNames()).toEqual(['Éric Favre', 'Zoë Müller', 'Anna Berger', 'Luca Rossi']);
  });

  it('sorts from the keyboard', async () => {
    renderTable({ initialSort: { key: 'amount', direction: 'ascending' } });
    const header = screen.getByRole('columnheader', { name: /Betrag/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()).toEqual(['Anna Berger', 'Zoë Müller', 'Éric Favre', 'Luca Rossi']);
  });

  it('filters on the given texts ignoring case and accents', async () => {
    renderTable({ filterText: (p) => [p.name, p.city] });
    const filter = screen.getByRole('textbox', { name: 'Einträge filtern' });
    await userEvent.type(filter, 'MULLER');
    await waitFor(() => expect(shownNames()).toEqual(['Zoë Müller']));
    expect(screen.getByText('Treffer: 1 von 4')).toBeInTheDocument();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'eric geneve');
    await waitFor(() => expect(shownNames()).toEqual(['Éric Favre']));

    await userEvent.clear(filter);
    await userEvent.type(filter, 'zurich');
    await waitFor(() => expect(shownNames()).toEqual(['Zoë Müller']));

    await userEvent.type(filter, ' basel');
    expect(await screen.findByText('Keine Einträge passen zum Filter.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filter leeren' }));
    await waitFor(() => expect(shownNames()).toHaveLength(4));
  });

  it('says when there are no entries, in its own words or the given ones', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('Keine Einträge')).toBeInTheDocument();
    unmount();
    renderTable({ rows: [], emptyText: 'Noch keine Kunden' });
    expect(screen.getByText('Noch keine Kunden')).toBeInTheDocument();
  });

  it('shows that it is loading', () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByRole('table', { name: 'Kunden' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Keine Einträge')).not.toBeInTheDocument();
  });

  it('shows a load failure translated, with a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ rows: undefined, error: new NetworkError(), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the rows it has when a refresh fails', () => {
    renderTable({ error: new ApiError(403, 'FORBIDDEN', 'forbidden') });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(4);
  });

  it('moves between rows with the arrows, Home and End, and activates with Enter', async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1, -1]);
    // After the sort buttons, Tab reaches the one row in the tab order.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1]);
    await userEvent.keyboard('{End}');
    expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(people[0]);
    await userEvent.click(screen.getByText('Bern'));
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
  });

  it('calls a row action from the menu with its row, not the row click', async () => {
    const onRowClick = vi.fn();
    const onAction = vi.fn();
    renderTable({ onRowClick, rowActions: [{ label: 'Löschen', onAction, color: 'red' }], getRowLabel: (p) => p.name });
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aktionen für Anna Berger' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    expect(onAction).toHaveBeenCalledWith(people[1]);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('offers row actions as buttons, hidden where they do not apply', async () => {
    const onAction = vi.fn();
    renderTable({ rowActionsAs: 'buttons', rowActions: [{ label: 'Mahnen', onAction, hidden: (p) => p.rappen === null }] });
    const buttons = screen.getAllByRole('button', { name: 'Mahnen' });
    expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[2]!);
    expect(onAction).toHaveBeenCalledWith(people[2]);
  });
});

describe('DataTable beyond 200 rows', () => {
  const ROW = 40;
  const VIEW = 400;
  const many: Person[] = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}`, city: 'Bern', rappen: i }));
  const scrollArea = (el: Element) => el.tagName === 'DIV' && el.querySelector(':scope > table') !== null;

  // jsdom lays nothing out: give the scroll area a height, every row and the header 40 px, and a scroll.
  function layOut() {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
      return scrollArea(this) ? VIEW : 0;
    });
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return scrollArea(this) ? ROW * (many.length + 1) : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.tagName === 'TR' || this.tagName === 'THEAD' ? ROW : 0;
    });
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      this.scrollTop = typeof options === 'object' ? (options.top ?? 0) : 0;
      this.dispatchEvent(new Event('scroll'));
    } as Element['scrollTo'];
  }

  afterEach(() => {
    vi.restoreAllMocks();
    delete (Element.prototype as Partial<Element>).scrollTo;
  });

  const bodyRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-index'));

  it('renders only the rows in view', () => {
    layOut();
    renderTable({ rows: many });
    const shown = bodyRows();
    expect(shown.length).toBeGreaterThan(VIEW / ROW - 1);
    expect(shown.length).toBeLessThan(40);
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(screen.queryByText('Person 300')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301');
  });

  it('reaches every row from the keyboard, scrolling it into view', async () => {
    layOut();
    const onRowClick = vi.fn();
    renderTable({ rows: many, onRowClick });
    act(() => screen.getByText('Person 1').closest('tr')!.focus());
    expect(screen.getByText('Person 1').closest('tr')).toHaveFocus();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(screen.getByText('Person 300').closest('tr')).toHaveFocus());
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(40);
    expect(document.activeElement).toHaveAttribute('aria-rowindex', '301');

    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(many[298]);

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(screen.getByText('Person 1').closest('tr')).toHaveFocus());
  });

  it('stops virtualising when a filter leaves 200 rows or fewer', async () => {
    layOut();
    renderTable({ rows: many, filterText: (p) => p.name });
    await userEvent.type(screen.getByRole('textbox', { name: 'Einträge filtern' }), 'Person 1');
    // Every number with a 1 in it: 138 rows, all in the page.
    await waitFor(() => expect(bodyRows()).toHaveLength(many.filter((p) => String(p.id).includes('1')).length));
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/performance.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { PerformanceReportView } from './performance-report.tsx';

const MONTHS = ['2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02'];

const figures = (treatments: number, planMinutes: number) => ({
  treatments,
  therapyMinutes: treatments * 55,
  bookedMinutes: treatments * 60,
  listPriceRappen: treatments * 14000,
  discountRappen: treatments * 1400,
  paidRappen: treatments * 10000,
  paidByCardRappen: treatments * 4000,
  invoicedOpenRappen: treatments * 2000,
  planMinutes,
  utilisation: planMinutes > 0 ? (treatments * 60) / planMinutes : null,
  cancelled: treatments > 0 ? 2 : 0,
  cancelledCharged: treatments > 0 ? 1 : 0,
  cancelledChargeRappen: treatments > 0 ? 14000 : 0,
});

/** A report with `perMonth` treatments a month (none in the first month, which has no plan either). */
function report(perMonth: number) {
  const months = MONTHS.map((month, i) => ({ month, ...(i === 0 ? figures(0, 0) : figures(perMonth, 12_000)) }));
  return {
    months,
    totals: figures(perMonth * 12, 12 * 12_000),
    therapists: [
      { id: 7, firstName: 'Lea', lastName: 'Brunner' },
      { id: 9, firstName: 'Marco', lastName: 'Rossi' },
    ],
  };
}

function stubApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/staff/performance') return jsonResponse(200, report(10));
      if (url === '/api/staff/performance?therapistId=9') return jsonResponse(200, report(2));
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return urls;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const render = (route = '/performance') =>
  renderWithData(
    <>
      <PerformanceReportView />
      <Address />
    </>,
    { texts: { performance: texts, common }, route },
  );

describe('PerformanceReportView', () => {
  beforeEach(() => {
    // jsdom lays nothing out: recharts warns that its charts have no size.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows 13 months with the totals, the key figures, both charts and the CSV link', async () => {
    stubApi();
    render();
    const table = await screen.findByRole('table', { name: texts.tableLabel });
    const rows = within(table).getAllByRole('row');
    // The header, 13 months and the totals.
    expect(rows).toHaveLength(15);
    expect(within(table).getByRole('columnheader', { name: texts.columns.utilisation })).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // The discounts after the list price, the invoices still open after the payments.
    expect(headers.indexOf(texts.columns.discount)).toBe(headers.indexOf(texts.columns.listPrice) + 1);
    expect(headers.indexOf(texts.columns.invoicedOpen)).toBe(headers.indexOf(texts.columns.paidByCard) + 1);
    const january = within(table).getByRole('row', { name: /Jan\. 2027|Jan 2027/ });
    expect(january).toHaveTextContent(/CHF\s?1['’]?400\.00/);
    // 10 treatments: CHF 140 of discounts, CHF 200 invoiced and open.
    const cells = within(january).getAllByRole('cell');
    expect(cells[headers.indexOf(texts.columns.discount) - 1]).toHaveTextContent(/CHF\s?140\.00/);
    expect(cells[headers.indexOf(texts.columns.invoicedOpen) - 1]).toHaveTextContent(/CHF\s?200\.00/);
    expect(january).toHaveTextContent('5.0%');
    expect(within(rows[1]!).getAllByRole('cell')[4]).toHaveTextContent('–');
    const totals = rows.at(-1)!;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent(texts.total);
    expect(totals).toHaveTextContent(/CHF\s?16['’]?800\.00/);
    expect(screen.getByTestId('total-treatments')).toHaveTextContent('120');
    expect(screen.getByTestId('total-utilisation')).toHaveTextContent('5.0%');
    expect(screen.getByRole('heading', { name: texts.charts.revenue })).toBeVisible();
    expect(screen.getByRole('heading', { name: texts.charts.utilisation })).toBeVisible();
    expect(screen.getByRole('link', { name: texts.export })).toHaveAttribute('href', '/api/staff/performance.csv?lang=de');
  });

  it('shows one therapist chosen in the filter, keeps the choice in the address and exports it', async () => {
    const urls = stubApi();
    render();
    await screen.findByRole('table', { name: texts.tableLabel });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filter.label }), 'Marco Rossi');
    expect(await screen.findByTestId('total-treatments')).toHaveTextContent('24');
    expect(urls.at(-1)).toBe('/api/staff/performance?therapistId=9');
    expect(screen.getByTestId('address')).toHaveTextContent('?therapist=9');
    expect(screen.getByRole('link', { name: texts.export })).toHaveAttribute('href', '/api/staff/performance.csv?lang=de&therapistId=9');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filter.label }), texts.filter.all);
    expect(await screen.findByTestId('total-treatments')).toHaveTextContent('120');
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opens with the therapist named in the address', async () => {
    const urls = stubApi();
    render('/performance?therapist=9');
    expect(await screen.findByTestId('total-treatments')).toHaveTextContent('24');
    expect(urls).toEqual(['/api/staff/performance?therapistId=9']);
    expect(screen.getByRole('combobox', { name: texts.filter.label })).toHaveValue('9');
  });

  it('says when the report cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'no' } })),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.loadFailed);
  });
});

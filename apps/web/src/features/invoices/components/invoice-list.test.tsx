import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/invoices.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { InvoiceList } from './invoice-list.tsx';

const bundles = { texts: { invoices: texts, common, table: tableTexts } };
const invoice = (id: number, changes: object = {}) => ({
  id,
  number: `2027-000${id}`,
  targetType: 'booking',
  targetId: 10 + id,
  customer: { id: 3, firstName: 'Anna', lastName: 'Meier', email: 'anna@example.com' },
  amountRappen: 14000,
  feeRappen: 0,
  state: 'open',
  issuedOn: '2027-01-04',
  dueOn: '2099-02-03',
  reminderLevel: 0,
  paidOn: null,
  paidRappen: null,
  creditNoteNumber: null,
  cancelledOn: null,
  ...changes,
});

/** The invoices the list call answers from (a page of `limit` from `offset`). */
function stubApi(
  listed: object[] = [
    invoice(1),
    invoice(2, { state: 'sent', dueOn: '2026-01-01' }),
    invoice(3, { state: 'sent', dueOn: '2026-01-01', reminderLevel: 3, feeRappen: 2000 }),
  ],
) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.startsWith('/api/staff/invoices?')) {
        const query = new URL(url, 'http://localhost').searchParams;
        const all = query.get('search') === 'none' ? [] : listed;
        const offset = Number(query.get('offset') ?? 0);
        return jsonResponse(200, {
          invoices: all.slice(offset, offset + Number(query.get('limit'))),
          total: all.length,
          totals: { openRappen: 28000, overdueRappen: 14000, paidRappen: 0 },
        });
      }
      if (url === '/api/staff/invoices/1/mail-text') return jsonResponse(200, { to: 'anna@example.com', subject: 'Rechnung 2027-0001', text: 'Im Anhang ...' });
      if (method === 'POST' && url === '/api/staff/invoices/1/send') return jsonResponse(200, { mailId: 5, invoice: invoice(1, { state: 'sent' }) });
      if (url === '/api/staff/mails/5') return jsonResponse(200, { state: 'sent' });
      if (method === 'POST' && url === '/api/staff/invoices/2/reminders')
        return jsonResponse(201, { level: 1, feeRappen: 0, issuedOn: '2026-11-25', dueOn: '2026-12-05' });
      if (url === '/api/staff/invoices/2/mail-text?reminderLevel=1')
        return jsonResponse(200, { reminderLevel: 1, to: 'anna@example.com', subject: '1. Mahnung zu Rechnung 2027-0002', text: 'Noch keine Zahlung ...' });
      if (method === 'POST' && url === '/api/staff/invoices/3/paid') {
        const { paidOn } = body as { paidOn: string };
        if (paidOn === '2027-01-31')
          return jsonResponse(409, { error: { code: 'PERIOD_CLOSED', message: 'closed', details: [{ path: '/paidOn', message: '2027-01' }] } });
        return jsonResponse(200, invoice(3, { state: 'paid', paidOn, paidRappen: 16000 }));
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(number) });

describe('InvoiceList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, marks the overdue invoice and links each number to its PDF', async () => {
    const calls = stubApi();
    renderWithData(<InvoiceList />, { ...bundles, route: '/invoices' });
    const link = await screen.findByRole('link', { name: '2027-0001' });
    expect(link).toHaveAttribute('href', '/api/staff/invoices/1/pdf');
    expect(within(rowOf('2027-0002')).getByText(texts.states.overdue)).toBeVisible();
    expect(within(rowOf('2027-0001')).queryByText(texts.states.overdue)).toBeNull();
    expect(screen.getByText(texts.totals.overdueRappen).parentElement).toHaveTextContent(/140\.00/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filter }), texts.filters.overdue);
    expect(calls.at(-1)?.url).toBe('/api/staff/invoices?state=overdue&limit=50');
  });

  it('e-mails an invoice with the prefilled text and shows that it went out', async () => {
    const calls = stubApi();
    renderWithData(<InvoiceList />, { ...bundles, route: '/invoices' });
    await screen.findByRole('link', { name: '2027-0001' });
    await userEvent.click(within(rowOf('2027-0001')).getByRole('button', { name: /Aktionen|Actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: texts.actions.send }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('anna@example.com')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.send.submit }));
    expect(await within(dialog).findByText(common.mail.sent)).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'anna@example.com', subject: 'Rechnung 2027-0001', text: 'Im Anhang ...' });
  });

  it('records the day the money of an invoice arrived, with what it asks (the reminder fee too)', async () => {
    const calls = stubApi();
    renderWithData(<InvoiceList />, { ...bundles, route: '/invoices' });
    await screen.findByRole('link', { name: '2027-0003' });
    expect(within(rowOf('2027-0003')).getByText(/Mahngebühr CHF\s20\.00/)).toBeVisible();
    await userEvent.click(within(rowOf('2027-0003')).getByRole('button', { name: /Aktionen|Actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: texts.actions.paid }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/CHF\s160\.00/)).toBeVisible();
    const date = within(dialog).getByLabelText(new RegExp(texts.paid.date));
    // Before the invoice's day: said at the field, nothing sent.
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-03');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.paid.submit }));
    expect(await within(dialog).findByText(common.validation.paidBeforeIssue)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // In or before a closed month of the cash book: the server says so.
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.paid.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors.PERIOD_CLOSED);
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-20');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.paid.submit }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ paidOn: '2027-01-20' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes the first reminder of an overdue invoice and sends it by e-mail', async () => {
    const calls = stubApi();
    renderWithData(<InvoiceList />, { ...bundles, route: '/invoices' });
    await screen.findByRole('link', { name: '2027-0002' });
    await userEvent.click(within(rowOf('2027-0001')).getByRole('button', { name: /Aktionen|Actions/ }));
    // The invoice not yet due offers no reminder.
    expect(screen.queryByRole('menuitem', { name: texts.actions.remind })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(rowOf('2027-0002')).getByRole('button', { name: /Aktionen|Actions/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: texts.actions.remind }));
    const created = await screen.findByRole('dialog', { name: /1\. Mahnung zu Rechnung 2027-0002 erstellt/ });
    expect(within(created).getByRole('link', { name: texts.actions.openReminder })).toHaveAttribute('href', '/api/staff/invoices/2/reminders/1/pdf');
    await userEvent.click(within(created).getByRole('button', { name: texts.actions.sendReminder }));
    const send = await screen.findByRole('dialog', { name: /1\. Mahnung zu Rechnung 2027-0002 per E-Mail/ });
    expect(await within(send).findByDisplayValue('1. Mahnung zu Rechnung 2027-0002')).toBeVisible();
    await userEvent.click(within(send).getByRole('button', { name: texts.send.submit }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toContain('/api/staff/invoices/2/send'));
    expect(calls.find((c) => c.url === '/api/staff/invoices/2/send')?.body).toMatchObject({ reminderLevel: 1 });
  });
  it('loads the invoices page by page and asks the server for the year of issue and a search', async () => {
    const many = Array.from({ length: 52 }, (_, i) => invoice(i + 1, { number: `2027-${String(i + 1).padStart(4, '0')}` }));
    const calls = stubApi(many);
    renderWithData(<InvoiceList />, { ...bundles, route: '/invoices' });
    expect(await screen.findByTestId('invoice-list-count')).toHaveTextContent('50 von 52 angezeigt');
    expect(screen.queryByRole('link', { name: '2027-0051' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: texts.paging.loadMore }));
    expect(await screen.findByRole('link', { name: '2027-0051' })).toBeVisible();
    expect(screen.getByTestId('invoice-list-count')).toHaveTextContent('52 von 52 angezeigt');
    expect(calls.at(-1)?.url).toBe('/api/staff/invoices?offset=50&limit=50');
    expect(screen.queryByRole('button', { name: texts.paging.loadMore })).toBeNull();

    const year = String(new Date().getFullYear() - 1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filters.year }), year);
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe(`/api/staff/invoices?period=${year}&limit=50`));
    await userEvent.type(screen.getByRole('textbox', { name: texts.filters.search }), 'none');
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe(`/api/staff/invoices?period=${year}&search=none&limit=50`));
    expect(await screen.findByText(texts.empty)).toBeVisible();
    expect(screen.queryByTestId('invoice-list-count')).toBeNull();
    // NOTE: fifty rows with their actions take a while to render on a busy machine.
  }, 60_000);
});

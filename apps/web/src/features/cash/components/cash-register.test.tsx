import { DENOMINATIONS, denominationRappen, formatChf, monthOf, practiceDate } from '@praxis/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/cash.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { CashMonth, CashRow } from '../api/cash-queries.ts';
import { CashRegister, type CashPermissions } from './cash-register.tsx';

const bundles = { cash: texts, common, table: tableTexts };
const ALL: CashPermissions = { canWrite: true, canClose: true, canReopen: true };
const NONE: CashPermissions = { canWrite: false, canClose: false, canReopen: false };
// As the page reads: the no-break space after CHF is a space to Testing Library.
const chf = (rappen: number) => formatChf(rappen, 'de').replace(/\s/g, ' ');

const noContext = { paymentId: null, bookingId: null, voucherId: null, reversesId: null, reversedById: null, countId: null };
const entry = (id: number, changes: Partial<CashRow>): CashRow => ({
  id,
  number: `2027-000${id}`,
  date: '2027-01-05',
  subject: `Buchung ${id}`,
  type: 'cashExpense',
  debitRappen: 0,
  creditRappen: 0,
  balanceRappen: 0,
  context: noContext,
  automatic: false,
  createdBy: 'Petra Planer',
  ...changes,
});

/** January 2027: CHF 100 carried over, a cash payment, an expense, a deposit and its reversal. */
const JANUARY: CashMonth = {
  month: '2027-01',
  openingRappen: 10000,
  closingRappen: 21450,
  closed: false,
  locked: false,
  closedAt: null,
  closedBy: null,
  transactions: [
    entry(1, {
      subject: 'Klassische Massage, Anna Meier',
      type: 'cashReceipt',
      debitRappen: 14000,
      balanceRappen: 24000,
      context: { ...noContext, paymentId: 7, bookingId: 42 },
      automatic: true,
      createdBy: null,
    }),
    entry(2, { date: '2027-01-10', subject: 'Putzmittel', type: 'cashExpense', creditRappen: 2550, balanceRappen: 21450 }),
    entry(3, {
      date: '2027-01-12',
      subject: 'Einzahlung Bank',
      type: 'deposit',
      creditRappen: 10000,
      balanceRappen: 11450,
      context: { ...noContext, reversedById: 4 },
    }),
    entry(4, { date: '2027-01-13', subject: 'Storno', type: 'deposit', debitRappen: 10000, balanceRappen: 21450, context: { ...noContext, reversesId: 3 } }),
  ],
  counts: [],
  totalsByType: [
    { type: 'cashReceipt', debitRappen: 14000, creditRappen: 0 },
    { type: 'cashExpense', debitRappen: 0, creditRappen: 2550 },
    { type: 'deposit', debitRappen: 10000, creditRappen: 10000 },
    { type: 'withdrawal', debitRappen: 0, creditRappen: 0 },
  ],
};
const CLOSED: CashMonth = { ...JANUARY, closed: true, locked: true, closedAt: '2027-02-01T17:30:00+01:00', closedBy: 'Max Muster' };
/** January not closed itself, but locked by a later month's close. */
const LOCKED: CashMonth = { ...JANUARY, locked: true };
const emptyMonth = (month: string): CashMonth => ({ ...JANUARY, month, openingRappen: 0, closingRappen: 0, transactions: [], counts: [], totalsByType: [] });

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubApi({ january = JANUARY, answers = {} }: { january?: CashMonth; answers?: Record<string, { status: number; body: unknown }> } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const month = /^\/api\/staff\/cash\/months\/(\d{4}-\d{2})$/.exec(url)?.[1];
      if (method === 'GET' && month) return jsonResponse(200, month === '2027-01' ? january : emptyMonth(month));
      const answer = answers[`${method} ${url}`];
      if (answer) return jsonResponse(answer.status, answer.body);
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

/** The address the screen keeps its month in. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const renderRegister = (permissions: CashPermissions = ALL, route = '/cashRegister?month=2027-01') =>
  renderWithData(
    <>
      <CashRegister permissions={permissions} />
      <Address />
    </>,
    { texts: bundles, route },
  );

const table = () => screen.getByRole('table', { name: texts.tableLabel.replace('{{month}}', 'Januar 2027') });
const rowOf = (number: string) => within(table()).getByRole('row', { name: new RegExp(`^${number} `) });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('CashRegister', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the month with carry-over, running balances, where entries came from and the totals per type', async () => {
    const calls = stubApi();
    renderRegister();
    expect(await screen.findByText('Putzmittel')).toBeVisible();
    expect(calls[0]?.url).toBe('/api/staff/cash/months/2027-01');
    expect(screen.getByRole('heading', { name: 'Januar 2027' })).toBeVisible();
    expect(screen.getByTestId('opening')).toHaveTextContent(chf(10000));
    expect(screen.getByTestId('closing')).toHaveTextContent(chf(21450));
    expect(screen.getByText(texts.states.open)).toBeVisible();

    const payment = rowOf('2027-0001');
    expect(within(payment).getByText(texts.types.cashReceipt)).toBeVisible();
    expect(payment).toHaveTextContent(chf(14000));
    expect(payment).toHaveTextContent(chf(24000));
    expect(within(payment).getByRole('link', { name: 'Buchung #42' })).toHaveAttribute('href', '/booking/42');
    const expense = rowOf('2027-0002');
    expect(expense).toHaveTextContent(chf(2550));
    expect(expense).toHaveTextContent(chf(21450));
    expect(expense).toHaveTextContent('Erfasst von Petra Planer');
    expect(rowOf('2027-0003')).toHaveTextContent(chf(11450));
    expect(within(rowOf('2027-0003')).getByText('Rückgebucht durch Nr. 2027-0004')).toBeVisible();
    expect(within(rowOf('2027-0004')).getByText('Rückbuchung von Nr. 2027-0003')).toBeVisible();

    const totals = screen.getByRole('table', { name: texts.totals.title });
    expect(within(totals).queryByText(texts.types.withdrawal)).toBeNull();
    expect(within(totals).getByRole('row', { name: new RegExp(texts.types.deposit) })).toHaveTextContent(`${chf(10000)}${chf(10000)}`);
    expect(within(totals).getByRole('row', { name: new RegExp(texts.totals.sum) })).toHaveTextContent(`${chf(24000)}${chf(12550)}`);
    expect(screen.getByText(texts.counts.empty)).toBeVisible();
  });

  it('keeps the month in the address and steps back and ahead', async () => {
    const calls = stubApi();
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.month.previous }));
    expect(await screen.findByRole('heading', { name: 'Dezember 2026' })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?month=2026-12');
    expect(calls.at(-1)?.url).toBe('/api/staff/cash/months/2026-12');
    expect(screen.getByLabelText(texts.month.label)).toHaveValue('2026-12');
    await userEvent.click(screen.getByRole('button', { name: texts.month.next }));
    await userEvent.click(screen.getByRole('button', { name: texts.month.next }));
    expect(await screen.findByRole('heading', { name: 'Februar 2027' })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?month=2027-02');
    expect(calls.at(-1)?.url).toBe('/api/staff/cash/months/2027-02');
    fireEvent.input(screen.getByLabelText(texts.month.label), { target: { value: '2026-06' } });
    expect(await screen.findByRole('heading', { name: 'Juni 2026' })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?month=2026-06');
  });

  it('opens on the current month when the address names none', async () => {
    const calls = stubApi();
    renderRegister(ALL, '/cashRegister');
    await vi.waitFor(() => expect(calls[0]?.url).toBe(`/api/staff/cash/months/${monthOf(practiceDate(new Date()))}`));
    expect(screen.queryByRole('button', { name: texts.month.current })).toBeNull();
  });

  it('books a hand entry with the direction of its type and the amount in Rappen', async () => {
    const calls = stubApi({ answers: { 'POST /api/staff/cash/transactions': { status: 201, body: entry(5, {}) } } });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.newEntry }));
    const dialog = await screen.findByRole('dialog', { name: texts.entry.title });
    const type = within(dialog).getByRole('combobox', { name: texts.entry.type });
    // Only hand types: what payments write is not offered.
    expect(within(type).queryByRole('option', { name: new RegExp(texts.types.cashReceipt) })).toBeNull();
    expect(within(type).queryByRole('option', { name: new RegExp(texts.types.voucherCollection) })).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    expect(await within(dialog).findByText(texts.validation.automaticType)).toBeVisible();
    expect(within(dialog).getByText(texts.validation.required)).toBeVisible();
    expect(within(dialog).getByText(texts.validation.invalidAmount)).toBeVisible();
    expect(posts(calls)).toEqual([]);

    await userEvent.selectOptions(type, `${texts.types.withdrawal} (${texts.direction.in})`);
    expect(within(dialog).getByTestId('direction')).toHaveTextContent(texts.direction.inLong);
    await userEvent.selectOptions(type, `${texts.types.cashExpense} (${texts.direction.out})`);
    expect(within(dialog).getByTestId('direction')).toHaveTextContent(texts.direction.outLong);
    const date = within(dialog).getByLabelText(new RegExp(texts.entry.date));
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-20');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.subject)), 'Putzmittel Migros');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.amount)), '25.50');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([
      {
        url: '/api/staff/cash/transactions',
        method: 'POST',
        body: { date: '2027-01-20', type: 'cashExpense', subject: 'Putzmittel Migros', amountRappen: 2550, direction: 'credit' },
      },
    ]);
  }, 15_000);

  it('takes a hand entry only in 5 Rappen, saying so at the amount', async () => {
    const calls = stubApi({ answers: { 'POST /api/staff/cash/transactions': { status: 201, body: entry(5, {}) } } });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.newEntry }));
    const dialog = await screen.findByRole('dialog', { name: texts.entry.title });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: texts.entry.type }), `${texts.types.variousReceipt} (${texts.direction.in})`);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.subject)), 'Spende');
    const amount = within(dialog).getByLabelText(new RegExp(texts.entry.amount));
    await userEvent.type(amount, '12.34');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    expect(await within(dialog).findByText(texts.validation.notCashAmount)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.35');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls).map((c) => (c.body as { amountRappen: number }).amountRappen)).toEqual([1235]);
  }, 15_000);

  it('shows when the month of a new entry is closed', async () => {
    stubApi({
      answers: { 'POST /api/staff/cash/transactions': { status: 409, body: { error: { code: 'PERIOD_CLOSED', message: 'closed' } } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.newEntry }));
    const dialog = await screen.findByRole('dialog', { name: texts.entry.title });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: texts.entry.type }), `${texts.types.variousReceipt} (${texts.direction.in})`);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.subject)), 'Trinkgeldkasse');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.amount)), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors.PERIOD_CLOSED);
  }, 15_000);

  it('counts every denomination, asks why the count differs from the book and sends the pieces', async () => {
    const calls = stubApi({
      answers: { 'POST /api/staff/cash/counts': { status: 201, body: { id: 9, countedRappen: 277770, bookRappen: 21450, discrepancyRappen: 256320 } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.count }));
    const dialog = await screen.findByRole('dialog', { name: texts.count.title });
    const date = within(dialog).getByLabelText(new RegExp(texts.count.date));
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-31');
    // On the month's last day the book balance is the closing balance.
    expect(within(dialog).getByTestId('book')).toHaveTextContent(chf(21450));
    const inputs = [texts.count.coins, texts.count.notes].flatMap((legend) =>
      within(within(dialog).getByRole('group', { name: legend })).getAllByRole('textbox'),
    );
    expect(inputs).toHaveLength(DENOMINATIONS.length);
    let total = 0;
    for (const [index, denomination] of DENOMINATIONS.entries()) {
      await userEvent.type(inputs[index]!, '2');
      total += 2 * denominationRappen(denomination);
      expect(within(dialog).getByTestId('counted')).toHaveTextContent(chf(total));
    }
    expect(total).toBe(277770);
    expect(within(dialog).getByTestId('discrepancy')).toHaveTextContent(`Überschuss ${chf(256320)}`);

    await userEvent.click(within(dialog).getByRole('button', { name: texts.count.submit }));
    expect(await within(dialog).findByText(texts.validation.commentNeeded)).toBeVisible();
    expect(posts(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.count.comment)), 'Wechselgeld von der Bank nicht gebucht');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.count.submit }));
    expect(await within(dialog).findByText(texts.count.saved)).toBeVisible();
    expect(within(dialog).getByText(`Gezählt: ${chf(277770)}`)).toBeVisible();
    expect(within(dialog).getByText(`Buchsaldo: ${chf(21450)}`)).toBeVisible();
    expect(within(dialog).getByText(texts.count.bookedDifference)).toBeVisible();
    expect(posts(calls)[0]).toEqual({
      url: '/api/staff/cash/counts',
      method: 'POST',
      body: {
        date: '2027-01-31',
        denominations: Object.fromEntries(DENOMINATIONS.map((d) => [d, 2])),
        comment: 'Wechselgeld von der Bank nicht gebucht',
      },
    });
  }, 30_000);

  it('refuses a count above CHF 100,000 before sending it', async () => {
    const calls = stubApi();
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.count }));
    const dialog = await screen.findByRole('dialog', { name: texts.count.title });
    const thousands = within(dialog).getByLabelText(/^Stück à CHF 1'?000$/);
    await userEvent.type(thousands, '101');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.count.comment)), 'Tresor');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.count.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.validation.countTooLarge);
    expect(posts(calls)).toEqual([]);
  }, 15_000);

  it('saves a count that matches the book without a comment, and names pieces that are no whole number', async () => {
    const calls = stubApi({
      answers: { 'POST /api/staff/cash/counts': { status: 201, body: { id: 9, countedRappen: 11450, bookRappen: 11450, discrepancyRappen: 0 } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.count }));
    const dialog = await screen.findByRole('dialog', { name: texts.count.title });
    const date = within(dialog).getByLabelText(new RegExp(texts.count.date));
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-12');
    // Mid-month: the carry-over and the entries up to that day.
    expect(within(dialog).getByTestId('book')).toHaveTextContent(chf(11450));
    const piece = (denomination: string) => within(dialog).getByLabelText(new RegExp(`^Stück à CHF ${denomination.replace('.', '\\.')}$`));
    await userEvent.type(piece('100'), '1');
    await userEvent.type(piece('10'), '1');
    await userEvent.type(piece('2'), '2');
    await userEvent.type(piece('0.50'), '1.5');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.count.submit }));
    expect(await within(dialog).findByText(texts.validation.invalidPieces)).toBeVisible();
    await userEvent.clear(piece('0.50'));
    await userEvent.type(piece('0.50'), '1');
    expect(within(dialog).getByTestId('discrepancy')).toHaveTextContent(texts.discrepancy.none);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.count.submit }));
    expect(await within(dialog).findByText(texts.count.saved)).toBeVisible();
    expect(posts(calls)[0]?.body).toEqual({ date: '2027-01-12', denominations: { '0.50': 1, '2': 2, '10': 1, '100': 1 }, comment: '' });
  }, 15_000);

  it('closes a month only with a count on its last day: COUNT_MISSING is said plainly', async () => {
    const calls = stubApi({
      answers: { 'POST /api/staff/cash/months/2027-01/close': { status: 409, body: { error: { code: 'COUNT_MISSING', message: 'count missing' } } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.close }));
    const dialog = await screen.findByRole('dialog', { name: 'Januar 2027 abschliessen' });
    expect(within(dialog).getByText('Für den 31.1.2027 ist noch kein Kassensturz erfasst.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.closeMonth.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors.COUNT_MISSING);
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/staff/cash/months/2027-01/close']);
    // From there straight to the count.
    await userEvent.click(within(dialog).getByRole('button', { name: texts.actions.count }));
    expect(await screen.findByRole('dialog', { name: texts.count.title })).toBeVisible();
  });

  it('closes months in order: EARLIER_MONTH_OPEN names the open month, and the dialogue goes there', async () => {
    const calls = stubApi({
      answers: {
        'POST /api/staff/cash/months/2027-01/close': {
          status: 409,
          body: { error: { code: 'EARLIER_MONTH_OPEN', message: 'open', details: [{ path: '/month', message: '2026-11' }] } },
        },
      },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.close }));
    const dialog = await screen.findByRole('dialog', { name: 'Januar 2027 abschliessen' });
    expect(within(dialog).getByText(texts.closeMonth.inOrder)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.closeMonth.submit }));
    expect(await within(dialog).findByText(/^Zuerst November 2026 abschliessen/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zu November 2026' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent('?month=2026-11');
    expect(posts(calls)).toHaveLength(1);
  });

  it('offers no entry, count or close in a month a later close locks, only reopening', async () => {
    stubApi({ january: LOCKED });
    renderRegister();
    await screen.findByText('Putzmittel');
    expect(screen.getByText(texts.states.locked)).toBeVisible();
    expect(screen.getByText(texts.lockedHint)).toBeVisible();
    for (const name of [texts.actions.newEntry, texts.actions.count, texts.actions.close]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: texts.actions.reopen })).toBeVisible();
  });

  it('says plainly when an entry would leave the till below zero', async () => {
    stubApi({
      answers: {
        'POST /api/staff/cash/transactions': {
          status: 409,
          body: { error: { code: 'TILL_NEGATIVE', message: 'short', details: [{ path: '/amountRappen', message: '2027-01-20' }] } },
        },
      },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(screen.getByRole('button', { name: texts.actions.newEntry }));
    const dialog = await screen.findByRole('dialog', { name: texts.entry.title });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: texts.entry.type }), `${texts.types.deposit} (${texts.direction.out})`);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.subject)), 'Bank');
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.entry.amount)), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.entry.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors.TILL_NEGATIVE);
  }, 15_000);

  it('reopens a closed month only with a reason', async () => {
    const calls = stubApi({
      january: CLOSED,
      answers: { 'POST /api/staff/cash/months/2027-01/reopen': { status: 200, body: { month: '2027-01', closed: false, reopened: ['2027-01'] } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    expect(screen.getByText(texts.states.closed)).toBeVisible();
    expect(screen.getByText(/Abgeschlossen von Max Muster am 1\.2\.2027, 17:30/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: texts.actions.reopen }));
    const dialog = await screen.findByRole('dialog', { name: 'Januar 2027 wieder öffnen' });
    // Later closed months open with it.
    expect(within(dialog).getByText(texts.reopenMonth.later)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reopenMonth.submit }));
    expect(await within(dialog).findByText(texts.validation.required)).toBeVisible();
    expect(posts(calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.reopenMonth.reason)), 'Quittung vom 28. nachgetragen');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reopenMonth.submit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ url: '/api/staff/cash/months/2027-01/reopen', method: 'POST', body: { reason: 'Quittung vom 28. nachgetragen' } }]);
  });

  it('reverses a hand entry not yet reversed, with the subject given', async () => {
    const calls = stubApi({ answers: { 'POST /api/staff/cash/transactions/2/reverse': { status: 201, body: entry(5, {}) } } });
    renderRegister();
    await screen.findByText('Putzmittel');
    // A payment's entry, a reversed entry and a reversal offer nothing.
    for (const number of ['2027-0001', '2027-0003', '2027-0004']) expect(within(rowOf(number)).queryByRole('button')).toBeNull();
    await userEvent.click(within(rowOf('2027-0002')).getByRole('button', { name: /Aktionen/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: texts.actions.reverse }));
    const dialog = await screen.findByRole('dialog', { name: 'Kassenbuchung Nr. 2027-0002 rückbuchen' });
    expect(within(dialog).getByText(`Kassenbuchung Nr. 2027-0002 «Putzmittel» über ${chf(2550)} rückbuchen?`)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(texts.reverse.subject), 'Falsch erfasst');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reverse.submit }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([{ url: '/api/staff/cash/transactions/2/reverse', method: 'POST', body: { subject: 'Falsch erfasst' } }]);
  });

  it('shows when an entry cannot be reversed, and sends no subject when none is given', async () => {
    const calls = stubApi({
      answers: { 'POST /api/staff/cash/transactions/2/reverse': { status: 409, body: { error: { code: 'NOT_REVERSIBLE', message: 'no' } } } },
    });
    renderRegister();
    await screen.findByText('Putzmittel');
    await userEvent.click(within(rowOf('2027-0002')).getByRole('button', { name: /Aktionen/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: texts.actions.reverse }));
    const dialog = await screen.findByRole('dialog', { name: 'Kassenbuchung Nr. 2027-0002 rückbuchen' });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reverse.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(common.errors.NOT_REVERSIBLE);
    expect(posts(calls)[0]?.body).toEqual({});
  });

  it('offers no actions without the permissions', async () => {
    stubApi();
    renderRegister(NONE);
    await screen.findByText('Putzmittel');
    for (const name of [texts.actions.newEntry, texts.actions.count, texts.actions.close, texts.actions.reopen])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(rowOf('2027-0002')).queryByRole('button')).toBeNull();
    // Reading and the exports stay.
    expect(screen.getByRole('link', { name: texts.exports.monthPdf })).toBeVisible();
  });

  it('offers no entries, counts, reversals or closing in a closed month, only reopening', async () => {
    stubApi({ january: CLOSED });
    renderRegister();
    await screen.findByText('Putzmittel');
    for (const name of [texts.actions.newEntry, texts.actions.count, texts.actions.close]) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(within(rowOf('2027-0002')).queryByRole('button')).toBeNull();
    expect(screen.getByText(texts.closedHint)).toBeVisible();
    expect(screen.getByRole('button', { name: texts.actions.reopen })).toBeVisible();
  });

  it('planners without cash:close and cash:reopen neither close nor reopen', async () => {
    stubApi();
    renderRegister({ canWrite: true, canClose: false, canReopen: false });
    await screen.findByText('Putzmittel');
    expect(screen.getByRole('button', { name: texts.actions.newEntry })).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.actions.close })).toBeNull();
  });

  it('exports the month shown and any range of days', async () => {
    stubApi();
    renderRegister();
    await screen.findByText('Putzmittel');
    const pdf = screen.getByRole('link', { name: texts.exports.monthPdf });
    expect(pdf).toHaveAttribute('href', '/api/staff/cash/export.pdf?from=2027-01-01&to=2027-01-31');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: texts.exports.monthCsv })).toHaveAttribute('href', '/api/staff/cash/export.csv?from=2027-01-01&to=2027-01-31');
    // The bookkeeping for Banana beside the CSV, downloaded.
    const banana = screen.getByRole('link', { name: texts.exports.monthBanana });
    expect(banana).toHaveAttribute('href', '/api/staff/cash/export.txt?from=2027-01-01&to=2027-01-31');
    expect(banana).toHaveAttribute('download');

    const range = screen.getByRole('form', { name: texts.exports.range });
    fireEvent.input(within(range).getByLabelText(texts.exports.from), { target: { value: '2026-07-01' } });
    expect(within(range).getByRole('link', { name: texts.exports.rangeCsv })).toHaveAttribute(
      'href',
      '/api/staff/cash/export.csv?from=2026-07-01&to=2027-01-31',
    );
    expect(within(range).getByRole('link', { name: texts.exports.rangePdf })).toHaveAttribute(
      'href',
      '/api/staff/cash/export.pdf?from=2026-07-01&to=2027-01-31',
    );
    expect(within(range).getByRole('link', { name: texts.exports.rangeBanana })).toHaveAttribute(
      'href',
      '/api/staff/cash/export.txt?from=2026-07-01&to=2027-01-31',
    );
    fireEvent.input(within(range).getByLabelText(texts.exports.to), { target: { value: '2026-06-30' } });
    expect(within(range).getByText(texts.validation.rangeReversed)).toBeVisible();
    expect(within(range).queryByRole('link')).toBeNull();

    // Another month: its own range.
    await userEvent.click(screen.getByRole('button', { name: texts.month.next }));
    expect(await screen.findByRole('link', { name: texts.exports.monthCsv })).toHaveAttribute(
      'href',
      '/api/staff/cash/export.csv?from=2027-02-01&to=2027-02-28',
    );
  });
});

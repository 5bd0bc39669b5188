import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/payments.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingPaymentDialog } from './payment-dialog.tsx';
import { TodoList } from './todo-list.tsx';

const bundles = { texts: { payments: texts, common } };
const booking = {
  id: 5,
  start: '2027-01-04T09:00:00.000Z',
  therapyLabelKey: 'classic_massage',
  customer: { id: 3, firstName: 'Anna', lastName: 'Meier', email: 'anna@example.com', phone: null, birthday: null, birthdayHint: false, language: 'de' },
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A server with one booking of CHF 140 and the payments recorded so far; `onPay` answers a new one. */
function stubApi(onPay: (body: Record<string, unknown>) => Response = (body) => jsonResponse(201, { id: 1, ...body })) {
  const calls: Call[] = [];
  const payments: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, method, body });
      if (url.startsWith('/api/staff/payments?')) {
        const paid = payments.reduce((sum, p) => sum + Number(p.amountRappen), 0);
        return jsonResponse(200, {
          payments,
          paidRappen: paid,
          priceRappen: 14000,
          defaultAmountRappen: Math.max(0, 14000 - paid),
          typeIds: [1, 2, 3, 4, 5],
          payerId: 3,
        });
      }
      if (method === 'POST' && url === '/api/staff/payments') {
        const response = onPay(body!);
        if (response.status === 201) {
          payments.push({
            id: payments.length + 1,
            targetType: 'booking',
            targetId: 5,
            date: '2027-01-04',
            text: '',
            acquiredCustomer: null,
            voucherId: null,
            createdBy: 'Pia',
            createdAt: '',
            ...body,
          });
        }
        return response;
      }
      if (url.startsWith('/api/customers?')) {
        return jsonResponse(200, {
          customers: [
            { id: 3, email: 'anna@example.com', firstName: 'Anna', lastName: 'Meier', phone: null, birthday: null },
            { id: 8, email: 'rita@example.com', firstName: 'Rita', lastName: 'Frei', phone: null, birthday: null },
          ],
        });
      }
      if (url === '/api/staff/todos') {
        return jsonResponse(200, {
          todos: [
            {
              bookingId: 5,
              rating: 30,
              firstName: 'Anna',
              lastName: 'Meier',
              email: 'anna@example.com',
              date: '2027-01-04T09:00:00.000Z',
              kind: 'missingPayment',
            },
            { bookingId: 6, rating: 10, firstName: null, lastName: null, email: 'olga@example.com', date: '2027-01-10T09:00:00.000Z', kind: 'missingPayment' },
          ],
        });
      }
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

describe('the payment editor', () => {
  // NOTE: jsdom has no scrollIntoView; Mantine's option lists call it.
  Element.prototype.scrollIntoView = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  it('records a card payment of the default amount with Enter, and Enter again closes it', async () => {
    const calls = stubApi();
    const onClose = vi.fn();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={onClose} />, bundles);
    const submit = await screen.findByRole('button', { name: texts.form.submit });
    expect(screen.getByRole('textbox', { name: new RegExp(texts.form.amount) })).toHaveValue('140.00');
    await vi.waitFor(() => expect(submit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByText(texts.recorded);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ body: { targetType: 'booking', targetId: 5, amountRappen: 14000, typeId: 1, transactionText: '' } }),
    ]);
    // The form comes back for the next payment (nothing left to pay) without taking the focus.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(texts.form.amount) })).toHaveValue('0.00'));
    expect(screen.getByRole('button', { name: texts.done })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('takes a discount into the default amount and shows the server’s refusal at its field', async () => {
    const calls = stubApi(() =>
      jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'x', details: [{ path: '/transactionText', message: 'textNeededAbovePrice' }] } }),
    );
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const discount = await screen.findByRole('textbox', { name: texts.form.discount });
    await userEvent.type(discount, '10');
    const amount = screen.getByRole('textbox', { name: new RegExp(texts.form.amount) });
    expect(amount).toHaveValue('126.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(texts.validation.textNeededAbovePrice)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('refuses an amount that is none before asking the server', async () => {
    const calls = stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const amount = await screen.findByRole('textbox', { name: new RegExp(texts.form.amount) });
    await userEvent.clear(amount);
    await userEvent.type(amount, 'zehn');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(texts.validation.invalidAmount)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('records a cashback of CHF −10 for a customer picked from the grid, never the payer', async () => {
    const calls = stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    await userEvent.click(await screen.findByRole('button', { name: texts.form.cashback }));
    const grid = await screen.findByRole('list', { name: texts.form.pickAcquired });
    await vi.waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(1));
    expect(within(grid).queryByText('anna@example.com')).toBeNull();
    await userEvent.click(within(grid).getByRole('listitem', { name: 'rita@example.com' }));
    expect(screen.getByRole('textbox', { name: new RegExp(texts.form.amount) })).toHaveValue('-10.00');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText(texts.recorded);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amountRappen: -1000, typeId: 2, acquiredCustomerEmail: 'rita@example.com' });
  });

  it('hides the submit button for a voucher redemption while no voucher is chosen', async () => {
    stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    await userEvent.click(await screen.findByRole('textbox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['4'] }));
    expect(screen.queryByRole('button', { name: texts.form.submit })).toBeNull();
  });
});

describe('the to-do list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts to-dos per rating, names client and date, and opens the payment editor of the chosen one', async () => {
    stubApi();
    renderWithData(<TodoList />, bundles);
    expect(await screen.findByTestId('todo-box-30')).toHaveTextContent('1');
    expect(screen.getByTestId('todo-box-20')).toHaveTextContent('0');
    expect(screen.getByTestId('todo-box-10')).toHaveTextContent('1');
    expect(screen.getAllByText(texts.todo.missingPayment)).toHaveLength(2);
    expect(screen.getByText(/olga@example.com, Buchung vom/)).toBeVisible();
    await userEvent.click(screen.getByText(/Anna Meier, Buchung vom/));
    expect(await screen.findByTestId('todo-booking')).toBeVisible();
  });

  it('says when there is nothing to do', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { todos: [] })),
    );
    renderWithData(<TodoList />, bundles);
    expect(await screen.findByText(texts.todo.empty)).toBeVisible();
  });
});

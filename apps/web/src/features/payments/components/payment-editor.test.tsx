import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/payments.json';
import profileTexts from '../../../locales/de/profile.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { PaymentPermissionsProvider } from '../payment-permissions.tsx';
import { BookingPaymentDialog, VoucherPaymentDialog } from './payment-dialog.tsx';
import { TodoList } from './todo-list.tsx';

const bundles = { texts: { payments: texts, profile: profileTexts, common } };

/** The payer's invoice address as the payment list reports it (complete unless a test says otherwise). */
let invoiceAddress: { missing: string[]; tooLong: string[] } = { missing: [], tooLong: [] };
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

/** Vouchers a redemption can use: CHF 100 left, CHF 200 left, and an expired one. */
const REDEEMABLE = [
  { id: 1, number: '2026-0001', code: 'K7QMXR3D9HTP', buyerName: 'Anna Meier', forName: 'Eva', balanceRappen: 10000, validUntil: '2029-11-19', expired: false },
  { id: 2, number: '2026-0002', code: 'ABCDEFGHJKMN', buyerName: 'Rita Frei', forName: '', balanceRappen: 20000, validUntil: '2029-12-01', expired: false },
  { id: 3, number: '2023-0009', code: 'PQRSTUVWXYZ2', buyerName: 'Olga Huber', forName: '', balanceRappen: 5000, validUntil: '2026-01-31', expired: true },
];

/** A server with one booking of CHF 140 and the payments recorded so far; `onPay` answers a new one. */
function stubApi(
  onPay: (body: Record<string, unknown>) => Response = (body) => jsonResponse(201, { id: 1, ...body }),
  recorded: Array<Record<string, unknown>> = [],
  typeIds = [1, 2, 3, 4, 5],
  priceRappen = 14000,
) {
  const calls: Call[] = [];
  const payments: Array<Record<string, unknown>> = [...recorded];
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
          priceRappen,
          defaultAmountRappen: Math.max(0, priceRappen - paid),
          typeIds,
          payerId: 3,
          payerEmail: 'anna@example.com',
          invoiceAddress,
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
      if (url.startsWith('/api/staff/vouchers/redeemable?')) return jsonResponse(200, { vouchers: REDEEMABLE });
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
  afterEach(() => {
    vi.unstubAllGlobals();
    invoiceAddress = { missing: [], tooLong: [] };
  });

  it('does not offer an invoice the address would fail: the missing parts link to the customer’s profile, the button is disabled', async () => {
    invoiceAddress = { missing: ['street', 'city'], tooLong: ['lastName'] };
    const calls = stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const submit = await screen.findByRole('button', { name: texts.form.submit });
    expect(screen.queryByTestId('invoice-address-gaps')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['5'] }));
    const gaps = screen.getByTestId('invoice-address-gaps');
    expect(gaps).toHaveTextContent(`${texts.form.invoiceAddressMissing} ${profileTexts.fields.street}, ${profileTexts.fields.location}`);
    expect(gaps).toHaveTextContent(`${texts.form.invoiceAddressTooLong} ${profileTexts.fields.lastName}`);
    for (const link of within(gaps).getAllByRole('link')) expect(link).toHaveAttribute('href', '/account?email=anna%40example.com');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(new RegExp(profileTexts.fields.street));
    // Back to the card, nothing stands in the way.
    await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['1'] }));
    expect(screen.queryByTestId('invoice-address-gaps')).toBeNull();
    expect(submit).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

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

  it('proposes the amount in cash rounded to 5 Rappen (33.33 % off CHF 215: 143.35), by card exact, as long as none is typed', async () => {
    stubApi(undefined, [], [1, 2, 3, 4, 5], 21500);
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const amount = await screen.findByRole('textbox', { name: new RegExp(texts.form.amount) });
    const chooseType = async (typeId: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
      await userEvent.click(screen.getByRole('option', { name: texts.types[typeId as keyof typeof texts.types] }));
    };
    await userEvent.type(screen.getByRole('textbox', { name: texts.form.discount }), '33.33');
    expect(amount).toHaveValue('143.34');
    await chooseType('2');
    expect(amount).toHaveValue('143.35');
    // A discount typed in cash proposes in cash.
    await userEvent.clear(screen.getByRole('textbox', { name: texts.form.discount }));
    await userEvent.type(screen.getByRole('textbox', { name: texts.form.discount }), '10.01');
    expect(amount).toHaveValue('193.50');
    await chooseType('3');
    expect(amount).toHaveValue('193.48');
    // An amount typed stays whatever the type.
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await chooseType('2');
    expect(amount).toHaveValue('150');
  });

  it('refuses cash not in 5 Rappen at the amount before asking the server; card takes it', async () => {
    const calls = stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const amount = await screen.findByRole('textbox', { name: new RegExp(texts.form.amount) });
    await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['2'] }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '139.97');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(texts.validation.notCashAmount)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['1'] }));
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText(texts.recorded);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ amountRappen: 13997, typeId: 1 });
  });

  it('shows a refund above the cash paid at the amount', async () => {
    stubApi(() => jsonResponse(409, { error: { code: 'REFUND_TOO_HIGH', message: 'x', details: [{ path: '/amountRappen', message: 'refundTooHigh' }] } }));
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const amount = await screen.findByRole('textbox', { name: new RegExp(texts.form.amount) });
    await userEvent.click(screen.getByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['2'] }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '-50');
    await userEvent.type(screen.getByRole('textbox', { name: texts.form.text }), 'Rückerstattung');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(common.errors.REFUND_TOO_HIGH)).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
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
    await userEvent.click(await screen.findByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['4'] }));
    expect(screen.queryByRole('button', { name: texts.form.submit })).toBeNull();
  });
});

describe('a voucher redemption', () => {
  Element.prototype.scrollIntoView = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  const chooseRedemption = async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: texts.form.type }));
    await userEvent.click(screen.getByRole('option', { name: texts.types['4'] }));
    await userEvent.click(screen.getByRole('combobox', { name: new RegExp(texts.form.voucher) }));
  };
  const amount = () => screen.getByRole('textbox', { name: new RegExp(texts.form.amount) });

  it('finds a voucher by its code, takes at most its balance, and shows the submit button once one is chosen', async () => {
    const calls = stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    await chooseRedemption();
    expect(screen.queryByRole('button', { name: texts.form.submit })).toBeNull();
    await userEvent.type(screen.getByRole('combobox', { name: new RegExp(texts.form.voucher) }), 'abcd');
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/api/staff/vouchers/redeemable?search=abcd'));
    // CHF 200 left on a booking of CHF 140: the default is what is due.
    await userEvent.click(await screen.findByRole('option', { name: /2026-0002/ }));
    expect(amount()).toHaveValue('140.00');
    await userEvent.clear(screen.getByRole('combobox', { name: new RegExp(texts.form.voucher) }));
    await userEvent.click(await screen.findByRole('option', { name: /2026-0001/ }));
    // CHF 100 left: the default is the balance.
    expect(amount()).toHaveValue('100.00');
    expect(screen.getByTestId('chosen-voucher')).toHaveTextContent('Restguthaben CHF 100.00, gültig bis 19.11.2029');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText(texts.recorded);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetType: 'booking',
      targetId: 5,
      amountRappen: 10000,
      typeId: 4,
      transactionText: '',
      voucherId: 1,
    });
  });

  it('shows an expired voucher as expired and does not let it be chosen without the permission', async () => {
    stubApi();
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    await chooseRedemption();
    const expired = await screen.findByRole('option', { name: /2023-0009/ });
    expect(expired).toHaveTextContent(texts.form.voucherExpired);
    expect(expired).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(expired);
    expect(screen.queryByTestId('chosen-voucher')).toBeNull();
    expect(screen.queryByRole('button', { name: texts.form.submit })).toBeNull();
  });

  it('lets a planner redeem an expired voucher with a reason', async () => {
    const calls = stubApi();
    renderWithData(
      <PaymentPermissionsProvider value={{ overrideVoucherExpiry: true }}>
        <BookingPaymentDialog booking={booking} onClose={() => {}} />
      </PaymentPermissionsProvider>,
      bundles,
    );
    await chooseRedemption();
    await userEvent.click(await screen.findByRole('option', { name: /2023-0009/ }));
    expect(screen.getByTestId('chosen-voucher')).toHaveTextContent('Abgelaufen');
    expect(amount()).toHaveValue('50.00');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(texts.validation.overrideReasonNeeded)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(texts.form.overrideReason) }), 'Kulanz: Umzug');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText(texts.recorded);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ typeId: 4, voucherId: 3, amountRappen: 5000, voucherOverrideReason: 'Kulanz: Umzug' });
  });

  it('shows the server’s refusal of the amount at the amount', async () => {
    stubApi(() => jsonResponse(409, { error: { code: 'VOUCHER_BALANCE_INSUFFICIENT', message: 'x' } }));
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    await chooseRedemption();
    await userEvent.click(await screen.findByRole('option', { name: /2026-0001/ }));
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    expect(await screen.findByText(common.errors.VOUCHER_BALANCE_INSUFFICIENT)).toBeVisible();
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the redeemed voucher in the list of payments', async () => {
    stubApi(undefined, [
      {
        id: 1,
        targetType: 'booking',
        targetId: 5,
        amountRappen: 5000,
        typeId: 4,
        date: '2027-01-04',
        text: '',
        acquiredCustomer: null,
        voucherId: 1,
        voucherNumber: '2026-0001',
        createdBy: 'Pia',
        createdAt: '',
      },
    ]);
    renderWithData(<BookingPaymentDialog booking={booking} onClose={() => {}} />, bundles);
    const table = await screen.findByRole('table', { name: texts.listLabel });
    expect(table).toHaveTextContent(texts.voucherUsed.replace('{{number}}', '2026-0001'));
  });
});

describe('a voucher’s payments', () => {
  Element.prototype.scrollIntoView = vi.fn();
  afterEach(() => vi.unstubAllGlobals());

  it('offers the voucher’s types and records an invoice payment on the day the money arrived', async () => {
    const calls = stubApi(undefined, [], [1, 2, 3, 4, 7]);
    const voucher = { id: 9, number: '2026-0009', initialRappen: 14000, buyer: { id: 3, firstName: 'Anna', lastName: 'Meier', email: 'anna@example.com' } };
    renderWithData(<VoucherPaymentDialog voucher={voucher} onClose={() => {}} />, bundles);
    expect(await screen.findByText(/Gutschein 2026-0009 · Anna Meier · CHF 140.00/)).toBeVisible();
    await userEvent.click(await screen.findByRole('combobox', { name: texts.form.type }));
    expect(calls[0]?.url).toBe('/api/staff/payments?targetType=voucher&targetId=9');
    expect(screen.queryByRole('option', { name: texts.types['5'] })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: texts.types['7'] }));
    const date = screen.getByLabelText(texts.form.date);
    expect(date).toHaveValue(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date()));
    await userEvent.clear(date);
    await userEvent.type(date, '2027-01-02');
    await userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
    await screen.findByText(texts.recorded);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      targetType: 'voucher',
      targetId: 9,
      amountRappen: 14000,
      typeId: 7,
      transactionText: '',
      date: '2027-01-02',
    });
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

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import paymentTexts from '../../../locales/de/payments.json';
import tableTexts from '../../../locales/de/table.json';
import texts from '../../../locales/de/vouchers.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { VoucherListRow } from '../api/voucher-queries.ts';
import { VoucherList } from './voucher-list.tsx';

const bundles = { texts: { vouchers: texts, payments: paymentTexts, common, table: tableTexts } };

const voucher = (id: number, changes: Partial<VoucherListRow> = {}): VoucherListRow => ({
  id,
  number: `2026-000${id}`,
  code: 'K7QMXR3D9HTP',
  buyer: { id: 3, firstName: 'Anna', lastName: 'Meier', email: 'anna@example.com' },
  forName: 'Eva',
  fromName: 'Anna',
  motif: 'christmas',
  initialRappen: 14000,
  balanceRappen: 14000,
  requestedOn: '2026-11-20',
  paymentMethod: 'invoice',
  shipping: { to: 'recipient', by: 'post' },
  state: 'unconfirmed',
  paid: ['paid', 'sent', 'usedUp'].includes(changes.state ?? ''),
  certificateDue: 'none',
  archived: false,
  sentAt: null,
  validUntil: '2029-11-19',
  ...changes,
});

const ROWS = [
  voucher(1),
  voucher(2, { state: 'paid', paymentMethod: 'inPerson', shipping: { to: 'recipient', by: 'post' }, code: 'ABCD-EFGH-JKMN', certificateDue: 'postOverdue' }),
  voucher(3, { state: 'archived', archived: true }),
];

interface Call {
  url: string;
  method: string;
}

function stubApi({ total = ROWS.length }: { total?: number } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'GET' && /^\/api\/staff\/vouchers(\?|$)/.test(url)) return jsonResponse(200, { vouchers: ROWS, total });
      if (method === 'GET' && url === '/api/staff/vouchers/1')
        return jsonResponse(200, {
          ...ROWS[0],
          shippingEmail: null,
          shippingAddress: { name: 'Eva Muster', street: 'Weg 1', postalCode: '8000', city: 'Zürich' },
          comment: 'Bitte mit Karte',
          confirmedAt: null,
          payments: [
            {
              id: 5,
              targetType: 'voucher',
              targetId: 1,
              amountRappen: 4000,
              typeId: 7,
              date: '2026-11-25',
              text: '',
              acquiredCustomer: null,
              voucherId: null,
              voucherNumber: null,
              createdBy: 'Pia',
              createdAt: '2026-11-25T10:00:00.000Z',
            },
          ],
          redemptions: [{ paymentId: 9, bookingId: 44, amountRappen: 7500, date: '2026-12-02', customerName: 'Eva Muster' }],
          invoice: { id: 12, number: '2026-0012', state: 'sent' },
        });
      if (method === 'GET' && url === '/api/staff/vouchers/2')
        return jsonResponse(200, {
          ...ROWS[1],
          shippingEmail: 'eva@example.com',
          shippingAddress: null,
          comment: '',
          confirmedAt: '2026-11-21T09:00:00.000Z',
          payments: [],
          redemptions: [],
          invoice: null,
        });
      if (method === 'POST' && url === '/api/staff/vouchers/2/send') return jsonResponse(200, { mailId: 9 });
      if (url === '/api/staff/mails/9') return jsonResponse(200, { state: 'sent' });
      const action = url.match(/^\/api\/staff\/vouchers\/(\d)\/(mark-sent|archive|restore)$/);
      if (method === 'POST' && action) return jsonResponse(200, ROWS[Number(action[1]) - 1]);
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(number) });
const openActions = async (number: string) => {
  await userEvent.click(within(rowOf(number)).getByRole('button', { name: new RegExp(tableTexts.actions) }));
  return screen.findByRole('menu');
};

describe('voucher management', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the vouchers with code, buyer, values and state, and filters by state and search in the address', async () => {
    const calls = stubApi();
    renderWithData(<VoucherList />, { ...bundles, route: '/voucherManagement' });
    const row = await screen.findByRole('row', { name: /2026-0001/ });
    expect(row).toHaveTextContent('K7QM-XR3D-9HTP');
    expect(row).toHaveTextContent('Anna Meier');
    expect(row).toHaveTextContent('Eva');
    expect(row).toHaveTextContent(texts.motifs.christmas);
    expect(row).toHaveTextContent(texts.methods.invoice.name);
    expect(within(row).getByText(texts.states.unconfirmed)).toBeVisible();
    expect(rowOf('2026-0002')).toHaveTextContent('ABCD-EFGH-JKMN');
    // Paid a day ago and still not posted: the list says so.
    expect(within(rowOf('2026-0002')).getByText(texts.certificateDue.postOverdue)).toBeVisible();
    expect(within(row).queryByText(texts.certificateDue.postOverdue)).toBeNull();
    expect(screen.queryByTestId('vouchers-truncated')).toBeNull();
    expect(calls[0]?.url).toBe('/api/staff/vouchers');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.filter }), texts.states.paid);
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/api/staff/vouchers?state=paid'));
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search.label }), 'eva');
    await vi.waitFor(() => expect(calls.at(-1)?.url).toBe('/api/staff/vouchers?state=paid&search=eva'));
  });

  it('says how many of all matching vouchers it shows', async () => {
    stubApi({ total: 740 });
    renderWithData(<VoucherList />, { ...bundles, route: '/voucherManagement?state=sent&search=anna' });
    expect(await screen.findByTestId('vouchers-truncated')).toHaveTextContent('die neuesten 3 von 740 Gutscheinen');
    expect(screen.getByRole('combobox', { name: texts.filter })).toHaveValue('sent');
    expect(screen.getByRole('searchbox', { name: texts.search.label })).toHaveValue('anna');
  });

  it('offers per state only the actions that fit, each calling its address', async () => {
    const calls = stubApi();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithData(<VoucherList />, { ...bundles, route: '/voucherManagement' });
    await screen.findByRole('row', { name: /2026-0001/ });

    // Not paid: no certificate, no sending; archive.
    let menu = await openActions('2026-0001');
    expect(within(menu).queryByRole('menuitem', { name: texts.actions.certificate })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: texts.actions.send })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: texts.actions.restore })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.archive }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/staff/vouchers/1/archive']));

    // Paid: the certificate opens in a new tab; it can go by post.
    menu = await openActions('2026-0002');
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.certificate }));
    expect(open).toHaveBeenCalledWith('/api/staff/vouchers/2/pdf', '_blank', 'noopener');
    menu = await openActions('2026-0002');
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.markSent }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.url).toBe('/api/staff/vouchers/2/mark-sent'));

    // Archived: only restore.
    menu = await openActions('2026-0003');
    expect(within(menu).queryByRole('menuitem', { name: texts.actions.archive })).toBeNull();
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.restore }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.url).toBe('/api/staff/vouchers/3/restore'));
    open.mockRestore();
  });

  it('e-mails the certificate to the recipient and shows that the mail went out', async () => {
    const calls = stubApi();
    renderWithData(<VoucherList />, { ...bundles, route: '/voucherManagement' });
    await screen.findByRole('row', { name: /2026-0002/ });
    const menu = await openActions('2026-0002');
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.send }));
    const dialog = await screen.findByRole('dialog', { name: texts.send.title.replace('{{number}}', '2026-0002') });
    expect(await within(dialog).findByText(texts.send.to.replace('{{email}}', 'eva@example.com'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: texts.send.submit }));
    expect(await within(dialog).findByText(common.mail.sent)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/staff/vouchers/2/send']);
  });

  it('shows a voucher’s shipping, comment, payments, redemptions and invoice in its details', async () => {
    stubApi();
    renderWithData(<VoucherList />, { ...bundles, route: '/voucherManagement' });
    await screen.findByRole('row', { name: /2026-0001/ });
    const menu = await openActions('2026-0001');
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.details }));
    const details = await screen.findByTestId('voucher-details');
    expect(details).toHaveTextContent(texts.details.shipTo.recipient.post);
    expect(details).toHaveTextContent('Eva MusterWeg 18000 Zürich');
    expect(details).toHaveTextContent('Bitte mit Karte');
    expect(within(details).getByRole('link', { name: texts.details.invoice.replace('{{number}}', '2026-0012') })).toHaveAttribute(
      'href',
      '/api/staff/invoices/12/pdf',
    );
    const payments = within(details).getByRole('table', { name: texts.details.payments });
    expect(payments).toHaveTextContent(paymentTexts.types['7']);
    expect(payments).toHaveTextContent('40.00');
    const redemptions = within(details).getByRole('table', { name: texts.details.redemptions });
    expect(within(redemptions).getByRole('link', { name: 'Eva Muster' })).toHaveAttribute('href', '/booking/44');
    expect(redemptions).toHaveTextContent('75.00');
    // Not paid yet: no certificate.
    expect(within(details).queryByRole('link', { name: texts.actions.certificate })).toBeNull();
  });

  it('opens the payment editor the screen composes in, for vouchers not archived', async () => {
    stubApi();
    const PaymentDialog = vi.fn(({ voucher: chosen }: { voucher: VoucherListRow; onClose: () => void }) => (
      <div data-testid="payment-dialog">{chosen.number}</div>
    ));
    renderWithData(<VoucherList paymentDialog={PaymentDialog} />, { ...bundles, route: '/voucherManagement' });
    await screen.findByRole('row', { name: /2026-0001/ });
    let menu = await openActions('2026-0003');
    expect(within(menu).queryByRole('menuitem', { name: texts.actions.payment })).toBeNull();
    await userEvent.keyboard('{Escape}');
    menu = await openActions('2026-0001');
    await userEvent.click(within(menu).getByRole('menuitem', { name: texts.actions.payment }));
    expect(await screen.findByTestId('payment-dialog')).toHaveTextContent('2026-0001');
  });
});

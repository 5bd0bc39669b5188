import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import therapies from '../../../../../../packages/domain/src/locales/de/therapies.json';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/invoices.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingReceiptDialog } from './receipt-dialog.tsx';

const booking = (language: string) => ({
  id: 7,
  start: '2027-01-05T09:00:00+01:00',
  customer: { id: 3, firstName: 'Olga', lastName: 'Ivanova', email: 'olga@example.com', phone: null, birthday: null, birthdayHint: false, language },
});

const bookingOf = (id: number, day: string, paid: boolean, receiptNumbers: string[] = [], therapistName = 'Lea Brunner') => ({
  id,
  startsAt: `${day}T08:00:00.000Z`,
  durationMinutes: 55,
  priceRappen: 14000,
  labelKey: 'classic_massage',
  therapistName,
  paid,
  receiptNumbers,
});

const receiptOf = (id: number, number: string, extra: object = {}) => ({
  id,
  number,
  issuedOn: '2027-01-12',
  totalRappen: 14000,
  bookingIds: [8],
  language: 'de',
  sentAt: null,
  therapistName: 'Lea Brunner',
  copyOfId: null,
  cancelledAt: null,
  ...extra,
});

/** The API as the dialog uses it: the range's bookings, receipts made and mailed; every call is kept. */
function stubApi(
  range: { bookings: unknown[]; receipts: unknown[] },
  create: () => Response = () => jsonResponse(201, { receipts: [{ id: 12, number: '2027-0003', totalRappen: 28000, therapistName: 'Lea Brunner' }] }),
) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/api/staff/receipts/bookings?')) return jsonResponse(200, range);
      if (url === '/api/staff/receipts' && init?.method === 'POST') return create();
      if (url.endsWith('/copy')) return jsonResponse(201, { id: 20, number: '2027-0001', copyOfId: 4 });
      if (url.endsWith('/cancel')) return jsonResponse(200, { id: 4, number: '2027-0001', cancelledAt: '2027-01-05T10:00:00.000Z' });
      if (url.endsWith('/mail-text')) return jsonResponse(200, { to: 'olga@example.com', subject: 'Beleg 2027-0003', text: 'Im Anhang' });
      if (url.endsWith('/send')) return jsonResponse(200, { mailId: 5, sentAt: '2027-01-05T10:00:00.000Z' });
      if (url.startsWith('/api/staff/mails/')) return jsonResponse(200, { state: 'sent' });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } });
    }),
  );
  return calls;
}

const bundles = { texts: { invoices: texts, common, therapies } };

describe('BookingReceiptDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a receipt for the paid bookings of a chosen range not on a receipt yet, in the chosen language and reason, then mails it', async () => {
    const calls = stubApi({
      bookings: [bookingOf(7, '2027-01-05', true), bookingOf(8, '2027-01-12', true, ['2027-0001']), bookingOf(9, '2027-01-19', false)],
      receipts: [receiptOf(4, '2027-0001')],
    });
    // A Russian customer: the receipt defaults to German (insurers read German, French or Italian).
    renderWithData(<BookingReceiptDialog booking={booking('ru')} onClose={() => {}} />, bundles);
    expect(screen.getByRole('radio', { name: texts.receipt.languages.de })).toBeChecked();
    expect(screen.getByLabelText(new RegExp(`^${texts.receipt.from}`))).toHaveValue('2027-01-05');
    const to = screen.getByLabelText(new RegExp(`^${texts.receipt.to}`));
    await userEvent.clear(to);
    await userEvent.type(to, '2027-01-31');
    const list = await screen.findByRole('list', { name: texts.receipt.bookings });
    expect(await within(list).findAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText(texts.receipt.notPaid)).toBeVisible();
    expect(within(list).getByText('auf Beleg 2027-0001')).toBeVisible();
    expect(within(list).getAllByText(/Lea Brunner/)).toHaveLength(3);
    expect(screen.getByText(texts.receipt.notSent)).toBeVisible();
    // One therapist: nothing to say about one receipt per therapist.
    expect(screen.queryByText(texts.receipt.perTherapist)).toBeNull();
    await userEvent.click(screen.getByText(texts.receipt.languages.fr));
    await userEvent.click(screen.getByRole('radio', { name: texts.receipt.reasons.accident }));
    expect(screen.getByRole('link', { name: texts.receipt.preview })).toHaveAttribute(
      'href',
      '/api/staff/receipts/pdf?customerId=3&from=2027-01-05&to=2027-01-31&language=fr&reason=accident',
    );
    // The booking on receipt 2027-0001 is not offered again.
    await userEvent.click(screen.getByRole('button', { name: 'Beleg für 1 Buchung erstellen' }));
    expect(await screen.findByText('Beleg 2027-0003 für Lea Brunner erstellt.')).toBeVisible();
    expect(screen.getByRole('link', { name: texts.receipt.open })).toHaveAttribute('href', '/api/staff/receipts/12/pdf');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ customerId: 3, bookingIds: [7], language: 'fr', reason: 'accident' });

    await userEvent.click(screen.getByRole('button', { name: texts.receipt.email }));
    expect(await screen.findByLabelText(/An/)).toHaveValue('olga@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.send.submit }));
    expect(await screen.findByText(texts.receipt.sent)).toBeVisible();
    expect(calls.find((c) => c.url === '/api/staff/receipts/12/send')?.body).toEqual({ to: 'olga@example.com', subject: 'Beleg 2027-0003', text: 'Im Anhang' });
  });

  it('makes one receipt per therapist and names each', async () => {
    const calls = stubApi({ bookings: [bookingOf(7, '2027-01-05', true), bookingOf(10, '2027-01-05', true, [], 'Marco Keller')], receipts: [] }, () =>
      jsonResponse(201, {
        receipts: [
          { id: 12, number: '2027-0003', totalRappen: 14000, therapistName: 'Lea Brunner' },
          { id: 13, number: '2027-0004', totalRappen: 14000, therapistName: 'Marco Keller' },
        ],
      }),
    );
    renderWithData(<BookingReceiptDialog booking={booking('de')} onClose={() => {}} />, bundles);
    expect(await screen.findByText(texts.receipt.perTherapist)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Beleg für 2 Buchungen erstellen' }));
    expect(await screen.findByText('Beleg 2027-0003 für Lea Brunner erstellt.')).toBeVisible();
    expect(screen.getByText('Beleg 2027-0004 für Marco Keller erstellt.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: texts.receipt.open }).map((link) => link.getAttribute('href'))).toEqual([
      '/api/staff/receipts/12/pdf',
      '/api/staff/receipts/13/pdf',
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ bookingIds: [7, 10] });
  });

  it('copies an earlier receipt, and cancels one after asking, with a reason', async () => {
    const calls = stubApi({
      bookings: [bookingOf(8, '2027-01-05', true, ['2027-0001'])],
      receipts: [
        receiptOf(21, '2027-0002', { cancelledAt: '2027-01-04T10:00:00.000Z' }),
        receiptOf(20, '2027-0001', { copyOfId: 4, issuedOn: '2027-01-13' }),
        receiptOf(4, '2027-0001'),
      ],
    });
    renderWithData(<BookingReceiptDialog booking={booking('de')} onClose={() => {}} />, bundles);
    expect(await screen.findByText('Kopie vom 13.1.2027')).toBeVisible();
    expect(screen.getByText(texts.receipt.cancelled)).toBeVisible();
    // The cancelled receipt is neither copied nor cancelled again; a copy is not cancelled by itself.
    expect(within(screen.getByRole('group', { name: 'Aktionen für Beleg 2027-0002' })).queryByRole('button', { name: texts.receipt.copy })).toBeNull();
    const copyActions = screen.getAllByRole('group', { name: 'Aktionen für Beleg 2027-0001' });
    expect(within(copyActions[0]!).queryByRole('button', { name: texts.receipt.cancel })).toBeNull();
    const original = copyActions[1]!;
    await userEvent.click(within(original).getByRole('button', { name: texts.receipt.copy }));
    expect(await screen.findByText('Kopie von Beleg 2027-0001 erstellt.')).toBeVisible();
    expect(calls.some((c) => c.url === '/api/staff/receipts/4/copy' && c.method === 'POST')).toBe(true);

    await userEvent.click(within(original).getByRole('button', { name: texts.receipt.cancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Beleg 2027-0001 annullieren' });
    expect(within(dialog).getByText(texts.receipt.cancelQuestion)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: texts.receipt.cancelReason }), 'Falscher Grund');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.receipt.cancelSubmit }));
    expect(await within(dialog).findByText('Beleg 2027-0001 ist annulliert.')).toBeVisible();
    expect(calls.find((c) => c.url === '/api/staff/receipts/4/cancel')?.body).toEqual({ reason: 'Falscher Grund' });
    // Kept: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: texts.close }));
    expect(await screen.findByRole('dialog', { name: texts.receipt.title })).toBeVisible();
  });

  it('says why a receipt cannot be cancelled', async () => {
    stubApi({ bookings: [], receipts: [receiptOf(4, '2027-0001')] });
    vi.mocked(fetch).mockImplementation(async (url) => {
      if (String(url).endsWith('/cancel')) return jsonResponse(409, { error: { code: 'RECEIPT_CANCELLED', message: 'x' } });
      return jsonResponse(200, { bookings: [], receipts: [receiptOf(4, '2027-0001')] });
    });
    renderWithData(<BookingReceiptDialog booking={booking('de')} onClose={() => {}} />, bundles);
    await userEvent.click(await screen.findByRole('button', { name: texts.receipt.cancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Beleg 2027-0001 annullieren' });
    await userEvent.click(within(dialog).getByRole('button', { name: texts.receipt.cancelSubmit }));
    expect(await within(dialog).findByText(common.errors.RECEIPT_CANCELLED)).toBeVisible();
  });

  it('offers nothing to make when the range holds no paid booking, and refuses a reversed range', async () => {
    stubApi({ bookings: [bookingOf(7, '2027-01-05', false)], receipts: [] });
    renderWithData(<BookingReceiptDialog booking={booking('fr')} onClose={() => {}} />, bundles);
    expect(screen.getByRole('radio', { name: texts.receipt.languages.fr })).toBeChecked();
    expect(await screen.findByText(texts.receipt.notPaid)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Beleg für 0 Buchungen erstellen' })).toBeDisabled();
    const to = screen.getByLabelText(new RegExp(`^${texts.receipt.to}`));
    await userEvent.clear(to);
    await userEvent.type(to, '2027-01-01');
    expect(await screen.findByText(texts.receipt.rangeInvalid)).toBeVisible();
  });

  it('shows why a receipt cannot be made', async () => {
    stubApi({ bookings: [bookingOf(7, '2027-01-05', true)], receipts: [] }, () => jsonResponse(409, { error: { code: 'RECEIPT_DATA_MISSING', message: 'x' } }));
    renderWithData(<BookingReceiptDialog booking={booking('fr')} onClose={() => {}} />, bundles);
    await userEvent.click(await screen.findByRole('button', { name: 'Beleg für 1 Buchung erstellen' }));
    expect(await screen.findByText(common.errors.RECEIPT_DATA_MISSING)).toBeVisible();
  });
});

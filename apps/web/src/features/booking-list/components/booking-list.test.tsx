import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@praxis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import therapiesTexts from '../../../../../../packages/domain/src/locales/de/therapies.json';
import texts from '../../../locales/de/booking-list.json';
import scheduleTexts from '../../../locales/de/schedule.json';
import tableTexts from '../../../locales/de/table.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingList } from './booking-list.tsx';
import { absenceRow, at, bookingRow, listAnswer, today } from './test-fixtures.ts';

const bundles = { texts: { 'booking-list': texts, schedule: scheduleTexts, therapies: therapiesTexts, table: tableTexts } };

const todays = bookingRow({ id: 1, customer: { ...bookingRow().customer, firstName: 'Heidi', lastName: 'Heute', birthdayHint: true } });
const upcoming = bookingRow({ id: 2, start: at(3), end: at(3, 11), customer: { ...bookingRow().customer, firstName: 'Kurt', lastName: 'Kommend' } });
const past = bookingRow({
  id: 3,
  start: at(-3),
  end: at(-3, 11),
  customer: { ...bookingRow().customer, firstName: 'Vera', lastName: 'Vergangen' },
  cancelledAt: at(-4),
  cancelType: 3,
  cancelReason: 'illness',
});
const holiday = absenceRow({ id: 7, typeId: 4, therapistId: null, therapistName: null });

function stubApi(handler?: (url: string, init?: RequestInit) => Response | undefined) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const own = handler?.(url, init);
    if (own) return own;
    if (url.startsWith('/api/staff/bookings?')) return jsonResponse(200, listAnswer([past, todays, upcoming], [holiday]));
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const section = (name: string) => screen.getByRole('table', { name, hidden: true });

describe('BookingList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens an invoiced booking’s invoice as PDF in a new tab, and offers the payment editor', async () => {
    const invoiced = { ...todays, invoiceInfo: 'invoice' as const, invoiceRappen: 14000, paidRappen: 14000, paymentCount: 1 };
    stubApi((url) => (url.startsWith('/api/staff/bookings?') ? jsonResponse(200, listAnswer([invoiced], [])) : undefined));
    const Dialog = ({ booking, onClose }: { booking: { id: number }; onClose: () => void }) => (
      <div role="dialog" aria-label={`payments ${booking.id}`}>
        <button onClick={onClose}>close</button>
      </div>
    );
    const Receipt = ({ booking, onClose }: { booking: { id: number }; onClose: () => void }) => (
      <div role="dialog" aria-label={`receipt ${booking.id}`}>
        <button onClick={onClose}>close</button>
      </div>
    );
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} canOpenInvoices paymentDialog={Dialog} receiptDialog={Receipt} />, {
      ...bundles,
      route: '/bookingList',
    });
    const link = await within(section(texts.sections.today)).findByRole('link', { name: texts.invoiceInfo.invoice });
    expect(link).toHaveAttribute('href', `/api/staff/bookings/${invoiced.id}/invoice/pdf`);
    expect(link).toHaveAttribute('target', '_blank');
    // Its receipt too (once the invoice is paid; the dialogue says whether it is).
    await userEvent.click(within(section(texts.sections.today)).getByRole('button', { name: texts.invoiceInfo.receipt }));
    expect(screen.getByRole('dialog', { name: `receipt ${invoiced.id}` })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    // Paid: no cancellation offered; the payment editor opens from the row.
    await userEvent.click(within(section(texts.sections.today)).getByRole('button', { name: texts.row.payment }));
    expect(screen.getByRole('dialog', { name: `payments ${invoiced.id}` })).toBeVisible();
  });

  it('warns on a directly paid booking what its reimbursement receipt would lack', async () => {
    const paid = {
      ...todays,
      invoiceInfo: 'receipt' as const,
      cashRappen: 14000,
      paidRappen: 14000,
      receiptDataMissing: ['tariffPosition' as const, 'birthday' as const, 'therapistZsr' as const],
    };
    stubApi((url) => (url.startsWith('/api/staff/bookings?') ? jsonResponse(200, listAnswer([paid], [])) : undefined));
    const Receipt = () => <div role="dialog" aria-label="receipt" />;
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} receiptDialog={Receipt} />, { ...bundles, route: '/bookingList' });
    const today = section(texts.sections.today);
    expect(await within(today).findByText(texts.invoiceInfo.receiptDataMissingLead, { exact: false })).toBeInTheDocument();
    // Each missing datum links to where it is entered; the receipt waits until they are there.
    expect(within(today).getByRole('link', { name: texts.invoiceInfo.receiptData.tariffPosition })).toHaveAttribute('href', '/operationPlan?tab=catalogue');
    expect(within(today).getByRole('link', { name: texts.invoiceInfo.receiptData.birthday })).toHaveAttribute(
      'href',
      `/account?email=${encodeURIComponent(paid.customer.email)}`,
    );
    expect(within(today).getByRole('link', { name: texts.invoiceInfo.receiptData.therapistZsr })).toHaveAttribute(
      'href',
      `/therapistProfile/${paid.therapistId}`,
    );
    const receipt = within(today).getByRole('button', { name: texts.invoiceInfo.receipt });
    expect(receipt).toBeDisabled();
    expect(receipt).toHaveAccessibleDescription(new RegExp(`^${texts.invoiceInfo.receiptDataMissingLead}`));
  });

  it('offers no invoice link without the permission to read invoices', async () => {
    const invoiced = { ...todays, invoiceInfo: 'invoice' as const };
    stubApi((url) => (url.startsWith('/api/staff/bookings?') ? jsonResponse(200, listAnswer([invoiced], [])) : undefined));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    await within(section(texts.sections.today)).findByText('Heidi Heute');
    expect(screen.queryByRole('link', { name: texts.invoiceInfo.invoice })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.invoiceInfo.receipt })).toBeNull();
    expect(within(section(texts.sections.today)).getByRole('button', { name: texts.row.payment })).toBeDisabled();
  });

  it('offers a therapist the customer’s health form as PDF where one is signed, and says where none is; nothing without the permission', async () => {
    const signed = { ...todays, healthForm: true };
    const unsigned = { ...upcoming, healthForm: false };
    stubApi((url) => (url.startsWith('/api/staff/bookings?') ? jsonResponse(200, listAnswer([signed, unsigned], [])) : undefined));
    const { unmount } = renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} records={{ journal: false, drawing: false, healthForm: true }} />, {
      ...bundles,
      route: '/bookingList',
    });
    const link = await within(section(texts.sections.today)).findByRole('link', { name: texts.row.healthForm });
    expect(link).toHaveAttribute('href', `/api/users/${signed.customer.id}/health-form/pdf`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(await within(section(texts.sections.upcoming)).findByText(texts.row.healthFormMissing)).toBeInTheDocument();
    expect(within(section(texts.sections.upcoming)).queryByRole('link', { name: texts.row.healthForm, hidden: true })).toBeNull();
    unmount();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    await within(section(texts.sections.today)).findByText('Heidi Heute');
    expect(screen.queryByRole('link', { name: texts.row.healthForm, hidden: true })).toBeNull();
    expect(screen.queryByText(texts.row.healthFormMissing)).toBeNull();
  });

  it('groups the rows into today, upcoming and past, with today open and the absence among them', async () => {
    const calls = stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    expect(await within(section(texts.sections.today)).findByText('Heidi Heute')).toBeInTheDocument();
    expect(within(section(texts.sections.today)).getByText(texts.row.birthday)).toBeInTheDocument();
    expect(within(section(texts.sections.today)).getByText('Buchungsnummer 2027-00004')).toBeInTheDocument();
    expect(within(section(texts.sections.today)).getByText(scheduleTexts.absences.types['4'])).toBeInTheDocument();
    expect(within(section(texts.sections.today)).getByText(texts.absence.wholePractice)).toBeInTheDocument();
    expect(within(section(texts.sections.upcoming)).getByText('Kurt Kommend')).toBeInTheDocument();
    expect(within(section(texts.sections.past)).getByText('Vera Vergangen')).toBeInTheDocument();
    expect(within(section(texts.sections.past)).getByText(new RegExp(texts.cancelTypes['3']))).toBeInTheDocument();
    expect(within(section(texts.sections.today)).queryByText('Kurt Kommend')).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(`^${texts.sections.today}`) })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: new RegExp(`^${texts.sections.past}`) })).toHaveAttribute('aria-expanded', 'false');
    const query = new URL(calls[0]!.url, 'http://localhost').searchParams;
    expect(query.get('time')).toBe('all');
    expect(query.get('cancellation')).toBe('all');
    expect(query.get('from')! < query.get('to')!).toBe(true);
  });

  it('hides the absences with the switch', async () => {
    stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    expect(await within(section(texts.sections.today)).findByText(scheduleTexts.absences.types['4'])).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: texts.filters.hideAbsences }));
    expect(within(section(texts.sections.today)).queryByText(scheduleTexts.absences.types['4'])).toBeNull();
    expect(within(section(texts.sections.today)).getByText('Heidi Heute')).toBeInTheDocument();
  });

  it('sends the filters and the debounced search to the server', async () => {
    const calls = stubApi();
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList?cancellation=cancelled' });
    await within(section(texts.sections.today)).findByText('Heidi Heute');
    await userEvent.type(screen.getByRole('textbox', { name: texts.filters.search }), 'anna');
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes('search=anna'))).toBe(true));
    const last = new URL(calls[calls.length - 1]!.url, 'http://localhost').searchParams;
    expect(last.get('cancellation')).toBe('cancelled');
    expect(calls.filter((c) => c.url.includes('search=')).map((c) => new URL(c.url, 'http://localhost').searchParams.get('search'))).toEqual(['anna']);
  });

  it('opens a period of more bookings than a page on the page holding today, with the period’s figures, and pages', async () => {
    // 1,200 bookings in the period, 700 of them before today: today's bookings are on the second page of 500.
    const calls = stubApi((url) => {
      if (!url.startsWith('/api/staff/bookings?')) return undefined;
      const query = new URL(url, 'http://localhost').searchParams;
      if (query.get('limit') === '1') return jsonResponse(200, listAnswer([past], [], { bookings: 700 }));
      const offset = Number(query.get('offset') ?? 0);
      const rows = offset === 500 ? [past, todays, upcoming] : [past];
      return jsonResponse(200, listAnswer(rows, [], { bookings: 1200, cancelled: 80, priceRappen: 15_000_000, paidRappen: 14_000_000 }));
    });
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    expect(await within(section(texts.sections.today)).findByText('Heidi Heute')).toBeInTheDocument();
    expect(screen.getByTestId('booking-pages')).toHaveTextContent('Buchungen 501–503 von 1200');
    expect(screen.getByTestId('booking-totals')).toHaveTextContent(/1200.*80.*150[’']000\.00.*140[’']000\.00/);
    // The count before today asks for the same filters up to yesterday.
    const before = new URL(calls.find((c) => c.url.includes('limit=1'))!.url, 'http://localhost').searchParams;
    expect(before.get('to')).toBe(addDays(today, -1));
    await userEvent.click(screen.getByRole('button', { name: texts.pages.page.replace('{{page}}', '3') }));
    await vi.waitFor(() => expect(new URL(calls.at(-1)!.url, 'http://localhost').searchParams.get('offset')).toBe('1000'));
    expect(await screen.findByText('Buchungen 1001–1001 von 1200, nach Beginn')).toBeVisible();
    expect(within(section(texts.sections.today)).queryByText('Heidi Heute')).toBeNull();
  });

  it('edits the therapist comment in place: PUT, then the saved text', async () => {
    const calls = stubApi((url, init) =>
      init?.method === 'PUT' && url === '/api/staff/bookings/1/comment'
        ? jsonResponse(200, { ...todays, therapistComment: (JSON.parse(String(init.body)) as { therapistComment: string }).therapistComment })
        : undefined,
    );
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    const today = section(texts.sections.today);
    await userEvent.click(await within(today).findByRole('button', { name: new RegExp(`, ${texts.row.editTherapistComment}$`) }));
    const box = within(today).getByRole('textbox', { name: texts.row.therapistComment });
    await userEvent.type(box, 'Nacken verspannt');
    await userEvent.keyboard('{Escape}');
    expect(within(today).queryByRole('textbox', { name: texts.row.therapistComment })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.click(within(today).getByRole('button', { name: new RegExp(`, ${texts.row.editTherapistComment}$`) }));
    await userEvent.type(within(today).getByRole('textbox', { name: texts.row.therapistComment }), '  Nacken verspannt ');
    await userEvent.click(within(today).getByRole('button', { name: texts.row.saveComment }));
    expect(await within(today).findByText('Nacken verspannt')).toBeInTheDocument();
    expect(within(today).queryByRole('textbox', { name: texts.row.therapistComment })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { url: '/api/staff/bookings/1/comment', method: 'PUT', body: { therapistComment: 'Nacken verspannt' } },
    ]);
  });

  it('reactivates a cancelled booking without notifying the customer when the switch is off', async () => {
    const calls = stubApi((url, init) => (init?.method === 'POST' && url === '/api/bookings/3/reactivate' ? jsonResponse(200, { booking: {} }) : undefined));
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.sections.past}`) }));
    const pastTable = section(texts.sections.past);
    await userEvent.click(await within(pastTable).findByRole('button', { name: /Vera Vergangen/ }));
    expect(screen.queryByRole('menuitem', { name: texts.actions.cancel })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: texts.actions.reactivate }));
    await userEvent.click(screen.getByRole('switch', { name: texts.reactivate.notify }));
    await userEvent.click(screen.getByRole('button', { name: texts.reactivate.confirm }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: texts.reactivate.confirm })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/bookings/3/reactivate', method: 'POST', body: { notify: false } }]);
  });
});

describe('reactivation of a customer without personal data', () => {
  it('keeps the dialogue open with a warning that name or phone are missing', async () => {
    stubApi((url, init) =>
      init?.method === 'POST' && url === '/api/bookings/3/reactivate' ? jsonResponse(200, { id: 3, personalDataMissing: true }) : undefined,
    );
    renderWithData(<BookingList lookbackMonths={2} horizonMonths={6} />, { ...bundles, route: '/bookingList' });
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${texts.sections.past}`) }));
    await userEvent.click(await within(section(texts.sections.past)).findByRole('button', { name: /Vera Vergangen/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: texts.actions.reactivate }));
    await userEvent.click(screen.getByRole('button', { name: texts.reactivate.confirm }));
    expect(await screen.findByText(texts.reactivate.personalDataMissing)).toBeInTheDocument();
  });
});

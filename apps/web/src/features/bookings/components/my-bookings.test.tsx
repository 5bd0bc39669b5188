import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bookingTexts from '../../../locales/de/bookings.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { OwnBooking } from '../api/bookings-queries.ts';
import { MyBookings } from './my-bookings.tsx';
import { bookingFixture } from '../../../test/booking-fixture.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const own = (id: number, changes: Partial<OwnBooking> = {}): OwnBooking => ({ ...bookingFixture, id, start: inDays(id), end: inDays(id), ...changes });

describe('MyBookings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers confirm and reject instead of cancel for a reservation made with the address without proof, and refreshes after confirming', async () => {
    let list = [own(3), own(4, { temporary: true, unverified: true })];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        expect(url).toBe('/api/bookings/4/confirm-reservation');
        list = [own(3), own(4, { temporary: true })];
        return jsonResponse(200, list[1]);
      }
      if (url === '/api/documents/own') return jsonResponse(200, { invoices: [], receipts: [] });
      return jsonResponse(200, { bookings: list });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<MyBookings cancelHours={24} />, { texts: { bookings: bookingTexts } });

    const cards = await screen.findAllByTestId('booking-card');
    expect(within(cards[0]!).getByRole('button', { name: 'Stornieren' })).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('button', { name: 'Stornieren' })).not.toBeInTheDocument();
    await userEvent.click(within(cards[1]!).getByRole('button', { name: 'Diese Reservierung bestätigen' }));

    expect(await screen.findByTestId('reservation-answered')).toHaveTextContent('Danke für Ihre Bestätigung.');
    await vi.waitFor(() => expect(screen.queryByTestId('unverified-reservation')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/bookings/own')).toHaveLength(2);
  });

  it('links a booking’s own invoice and reimbursement receipt as PDFs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/documents/own'
          ? jsonResponse(200, {
              invoices: [{ id: 8, number: '2027-0008', bookingId: 3, amountRappen: 14000, state: 'sent', dueOn: '2027-02-03' }],
              receipts: [{ id: 2, number: '2027-0002', bookingIds: [3, 9], issuedOn: '2027-01-10' }],
            })
          : jsonResponse(200, { bookings: [own(3), own(4)] }),
      ),
    );
    renderWithData(<MyBookings cancelHours={24} />, { texts: { bookings: bookingTexts } });
    const cards = await screen.findAllByTestId('booking-card');
    const invoice = await within(cards[0]!).findByRole('link', { name: 'Rechnung 2027-0008 (PDF)' });
    expect(invoice).toHaveAttribute('href', '/api/invoices/8/pdf');
    expect(within(cards[0]!).getByRole('link', { name: 'Rückforderungsbeleg 2027-0002 (PDF)' })).toHaveAttribute('href', '/api/receipts/2/pdf');
    expect(within(cards[1]!).queryAllByRole('link', { name: /PDF/ })).toEqual([]);
  });

  it('shows a temporary booking as such, with the personal data it still waits for, until when, and the way to complete them', async () => {
    const temporary = own(2, { temporary: true, temporaryUntil: '2026-12-01T09:30:00Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/documents/own' ? jsonResponse(200, { invoices: [], receipts: [] }) : jsonResponse(200, { bookings: [own(1), temporary] }),
      ),
    );
    renderWithData(<MyBookings cancelHours={24} missingData={['firstName', 'phone']} />, { texts: { bookings: bookingTexts } });
    const [confirmed, reserved] = await screen.findAllByTestId('booking-card');
    expect(within(confirmed!).queryByTestId('temporary-badge')).not.toBeInTheDocument();
    expect(within(confirmed!).queryByTestId('awaiting-data')).not.toBeInTheDocument();

    expect(within(reserved!).getByTestId('temporary-badge')).toHaveTextContent('Reserviert – noch nicht bestätigt');
    const awaiting = within(reserved!).getByTestId('awaiting-data');
    expect(awaiting).toHaveTextContent('fehlen noch Ihre persönlichen Daten: Vorname und Telefon.');
    expect(awaiting).toHaveTextContent('verfällt die Reservierung am 1. Dezember 2026 um 10:30');
    expect(within(awaiting).getByRole('link', { name: 'Persönliche Daten ergänzen' })).toHaveAttribute('href', '/account?tab=personal&return=%2Fbooking%2F2');
  });
});

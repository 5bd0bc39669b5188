import { formatChf, type BookingBrief } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/client-list.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { CustomerBookingsSummary } from './customer-bookings-summary.tsx';

const booking = (id: number, start: string, changes: Partial<BookingBrief> = {}): BookingBrief => ({
  id,
  start,
  therapyLabelKey: 'classic_massage',
  durationMinutes: 55,
  priceRappen: 14_000,
  therapistName: 'Lea Leer',
  cancelledAt: null,
  cancelType: null,
  ...changes,
});

const summary = {
  futureBookings: [booking(11, '2030-03-02T09:00:00.000Z'), booking(12, '2030-03-09T09:00:00.000Z')],
  pastBookings: [booking(21, '2025-01-06T13:30:00.000Z', { durationMinutes: 25, priceRappen: 7_500 })],
  cancelledByCustomer: [booking(31, '2025-02-03T10:00:00.000Z', { cancelledAt: '2025-02-01T08:00:00.000Z', cancelType: 4 })],
  cancelledByPractice: [],
  billedTotalRappen: 123_450,
  address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', countryCode: 'CH' },
};

describe('CustomerBookingsSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four groups with their counts, the billed total and the address', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, summary));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<CustomerBookingsSummary customerId={42} />, { texts: { 'client-list': texts } });

    // NOTE: textContent, not toHaveTextContent: the amount's non-breaking spaces must stay as they are.
    expect((await screen.findByTestId('summary-billed-total')).textContent).toBe(formatChf(123_450, 'de'));
    expect(fetchMock).toHaveBeenCalledWith('/api/staff/customers/42/summary', expect.anything());
    const counts = {
      futureBookings: '2',
      pastBookings: '1',
      cancelledByCustomer: '1',
      cancelledByPractice: '0',
    } as const;
    for (const [group, count] of Object.entries(counts)) {
      const tab = screen.getByRole('tab', { name: new RegExp(texts.summary.groups[group as keyof typeof counts]) });
      expect(within(tab).getByTestId(`summary-count-${group}`)).toHaveTextContent(count);
    }
    expect(screen.getByText('4 Buchungen insgesamt')).toBeInTheDocument();
    expect(screen.getByTestId('summary-address')).toHaveTextContent('Bahnhofstrasse 1');
    expect(screen.getByTestId('summary-address')).toHaveTextContent('8001 Zürich');
    expect(screen.getByTestId('summary-address')).toHaveTextContent('Schweiz');

    // Upcoming first, soonest first, each linking to its booking.
    const upcoming = screen.getByRole('table', { name: texts.summary.groups.futureBookings });
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/booking/11', '/booking/12']);
    expect(within(upcoming).getAllByText('Lea Leer')).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: new RegExp(texts.summary.groups.pastBookings) }));
    const past = await screen.findByRole('table', { name: texts.summary.groups.pastBookings });
    expect(within(past).getByRole('link')).toHaveAttribute('href', '/booking/21');
    expect(within(past).getByText('14:30')).toBeInTheDocument();
    expect(within(past).getByText(formatChf(7_500, 'de'), { normalizer: (text) => text })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: new RegExp(texts.summary.groups.cancelledByPractice) }));
    expect(await screen.findByText(texts.summary.empty.cancelledByPractice)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { staffRequestFixture, texts } from '../test-fixtures.ts';
import { StaffWaitlist } from './staff-waitlist.tsx';

const second = {
  ...staffRequestFixture,
  id: 8,
  customerId: 41,
  email: 'marco@example.com',
  firstName: null,
  lastName: null,
  phone: null,
  position: 2,
  therapistId: 3,
  offersSent: 1,
};
const finished = { ...staffRequestFixture, id: 2, state: 'expired' as const, position: null };

describe('StaffWaitlist', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the waiting requests in queue order with the customer to call, and the finished ones on request', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(200, { requests: url.endsWith('all=1') ? [staffRequestFixture, second, finished] : [staffRequestFixture, second] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<StaffWaitlist therapistName={(id) => (id === 3 ? 'Lea Brunner' : undefined)} />, { texts });

    const table = await screen.findByRole('table', { name: 'Warteliste' });
    await within(table).findByText('Anna Meier');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('1');
    expect(within(rows[0]!).getByRole('link', { name: 'Anna Meier' })).toHaveAttribute('href', '/account?email=anna.meier%40example.com');
    expect(rows[0]).toHaveTextContent('+41 79 123 45 67');
    expect(rows[0]).toHaveTextContent('Klassische Massage · 55 Min.');
    expect(rows[0]).toHaveTextContent('Keine Präferenz');
    expect(rows[0]).toHaveTextContent('1.12.2026 – 14.12.2026');
    expect(rows[0]).toHaveTextContent('Mo, Mi, Fr');
    expect(rows[0]).toHaveTextContent('08:00–12:00');
    expect(within(rows[1]!).getByRole('link', { name: 'marco@example.com' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Lea Brunner');
    expect(fetchMock).toHaveBeenCalledWith('/api/staff/waitlist?all=0', expect.anything());

    await userEvent.click(screen.getByRole('switch', { name: 'Auch erledigte anzeigen' }));
    await within(table).findByText('Abgelaufen');
    expect(fetchMock).toHaveBeenCalledWith('/api/staff/waitlist?all=1', expect.anything());
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(3);
  });

  it('says when nobody waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { requests: [] })),
    );
    renderWithData(<StaffWaitlist />, { texts });
    expect(await screen.findByText('Niemand wartet.')).toBeInTheDocument();
  });
});

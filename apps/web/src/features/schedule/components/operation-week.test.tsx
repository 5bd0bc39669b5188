import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import scheduleTexts from '../../../locales/de/schedule.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { OperationDay, OperationPlan } from '../api/schedule-queries.ts';
import { OperationWeek } from './operation-week.tsx';

const day = (date: string, changes: Partial<OperationDay>): OperationDay => ({
  date,
  ranges: [{ from: '08:00', to: '17:00' }],
  absences: [],
  bookings: 0,
  temporaryBookings: 0,
  bookedMinutes: 0,
  ...changes,
});
const plan: OperationPlan = {
  week: '2026-11-30',
  days: ['2026-11-30', '2026-12-01', '2026-12-02'],
  therapists: [
    {
      id: 1,
      name: 'Lea Brunner',
      days: [
        day('2026-11-30', { bookings: 3, temporaryBookings: 1, bookedMinutes: 180 }),
        day('2026-12-01', { bookings: 2, temporaryBookings: 0, bookedMinutes: 120 }),
        // No reservations: no mark.
        day('2026-12-02', { bookings: 1, bookedMinutes: 60 }),
      ],
    },
  ],
};

describe('OperationWeek', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("marks the reservations not yet confirmed among a day's bookings, with a full sentence for screen readers", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, plan)),
    );
    renderWithData(<OperationWeek />, { texts: { schedule: scheduleTexts } });
    const table = await screen.findByTestId('operation-plan');
    const badges = within(table).getAllByTestId('temporary-bookings');
    expect(badges).toHaveLength(1);
    expect(badges[0]!.closest('td')).toHaveTextContent('3 Buchungen · 3 h');
    expect(within(badges[0]!).getByText('1 reserviert')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badges[0]!).getByText('Davon 1 Reservierung noch nicht bestätigt')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderWithData } from '../../../test/render.tsx';
import type { BookingFlow } from '../flow-store.ts';
import { BookingFilters } from './booking-filters.tsx';

const flow: BookingFlow = { therapyId: 1, arrangementId: 2, weekdays: [], weeks: [], days: [], timeOfDay: 'all', slot: null, therapistId: null };
const weekOptions = [
  { value: '2027-W01', label: 'KW 1 · 04.–10.01.' },
  { value: '2027-W02', label: 'KW 2 · 11.–17.01.' },
];

describe('BookingFilters', () => {
  it('stands in a read-only field for the week choice until its combobox has loaded, then chooses a week', async () => {
    const onChange = vi.fn();
    renderWithData(<BookingFilters flow={flow} onChange={onChange} openWeekdays={[1, 2, 3, 4, 5, 6]} weekOptions={weekOptions} />, {
      texts: { booking: texts },
    });
    // The first render (the server's and the hydration's) has the stand-in with the same label.
    const pending = screen.getByTestId('week-select-pending');
    expect(pending).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: texts.filters.weeks })).toBe(pending);
    await vi.waitFor(() => expect(screen.queryByTestId('week-select-pending')).toBeNull());
    await userEvent.click(screen.getByRole('textbox', { name: texts.filters.weeks }));
    await userEvent.click(await screen.findByRole('option', { name: weekOptions[1]!.label }));
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W02'] });
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderFiltersOnArrival, weekOptions } from './booking-filters-fixtures.tsx';

describe('BookingFilters', () => {
  it('stands in a read-only field for the week choice until it is tapped, then opens the combobox and chooses a week', async () => {
    const onChange = vi.fn();
    await renderFiltersOnArrival(onChange);
    // The first render (the server's and the hydration's) has the stand-in with the same label.
    const pending = screen.getByTestId('week-select-pending');
    expect(pending).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: texts.filters.weeks })).toBe(pending);
    // Nothing replaces it on its own: the combobox costs a phone a long task to mount.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('week-select-pending')).toBe(pending);
    await userEvent.click(pending);
    await vi.waitFor(() => expect(screen.queryByTestId('week-select-pending')).toBeNull());
    const combobox = screen.getByRole('combobox', { name: texts.filters.weeks });
    expect(combobox).toHaveFocus();
    await userEvent.click(await screen.findByRole('option', { name: weekOptions[1]!.label }));
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W02'] });
  });
});

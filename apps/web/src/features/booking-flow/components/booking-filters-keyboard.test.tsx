import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderFiltersOnArrival, weekOptions } from './booking-filters-fixtures.tsx';

describe('BookingFilters from the keyboard', () => {
  it('turns the stand-in into the focused combobox when reached with Tab, and the keyboard chooses a week', async () => {
    const onChange = vi.fn();
    await renderFiltersOnArrival(onChange);
    screen.getByTestId('week-select-pending').focus();
    await vi.waitFor(() => expect(screen.queryByTestId('week-select-pending')).toBeNull());
    expect(screen.getByRole('combobox', { name: texts.filters.weeks })).toHaveFocus();
    // Focused, it lists the weeks as the combobox always does; arrows and Enter choose.
    expect(await screen.findByRole('option', { name: weekOptions[0]!.label })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W01'] });
  });
});

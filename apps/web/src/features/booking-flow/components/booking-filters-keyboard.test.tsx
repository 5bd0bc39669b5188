import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderWithData } from '../../../test/render.tsx';
import { importAfresh } from '../../../test/import-afresh.ts';
import { DEFAULT_FLOW } from '../flow-store.ts';
import { weekOptions } from './booking-filters-fixtures.tsx';
import type * as Filters from './booking-filters.tsx';

/**
 * The filters as on a page that has just arrived: the week combobox's code, kept once loaded, not
 * loaded yet (another file in this worker may have loaded it into the shared module).
 */
async function renderFiltersOnArrival(onChange: () => void) {
  const { BookingFilters } = await importAfresh<typeof Filters>(new URL('./booking-filters.tsx', import.meta.url));
  // The combobox scrolls the active option into view, which jsdom does not lay out.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  return renderWithData(<BookingFilters flow={DEFAULT_FLOW} onChange={onChange} openWeekdays={[1, 2, 3, 4, 5, 6]} weekOptions={() => weekOptions} />, {
    texts: { booking: texts },
  });
}

describe('BookingFilters from the keyboard', () => {
  it('turns the stand-in into the focused combobox when reached with Tab, and the keyboard chooses a week', async () => {
    const onChange = vi.fn();
    await renderFiltersOnArrival(onChange);
    screen.getByTestId('week-select-pending').focus();
    await vi.waitFor(() => expect(screen.queryByTestId('week-select-pending')).toBeNull());
    expect(screen.getByRole('textbox', { name: texts.filters.weeks })).toHaveFocus();
    // Focused, it lists the weeks as the combobox always does; arrows and Enter choose.
    expect(await screen.findByRole('option', { name: weekOptions[0]!.label })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W01'] });
  });
});

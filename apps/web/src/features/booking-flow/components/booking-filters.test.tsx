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
    const combobox = screen.getByRole('textbox', { name: texts.filters.weeks });
    expect(combobox).toHaveFocus();
    await userEvent.click(await screen.findByRole('option', { name: weekOptions[1]!.label }));
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W02'] });
  });
});

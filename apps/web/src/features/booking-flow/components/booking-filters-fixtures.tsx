import texts from '../../../locales/de/booking.json';
import { importAfresh } from '../../../test/import-afresh.ts';
import { renderWithData } from '../../../test/render.tsx';
import { DEFAULT_FLOW } from '../flow-store.ts';
import type * as Filters from './booking-filters.tsx';

export const weekOptions = [
  { value: '2027-W01', label: 'KW 1 · 04.–10.01.' },
  { value: '2027-W02', label: 'KW 2 · 11.–17.01.' },
];

/**
 * The filters as on a page that has just arrived: the week combobox's code, kept once loaded, not
 * loaded yet (another file in this worker may have loaded it into the shared module).
 */
export async function renderFiltersOnArrival(onChange: () => void) {
  const { BookingFilters } = await importAfresh<typeof Filters>(new URL('./booking-filters.tsx', import.meta.url));
  // The combobox scrolls the active option into view, which jsdom does not lay out.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  return renderWithData(<BookingFilters flow={DEFAULT_FLOW} onChange={onChange} openWeekdays={[1, 2, 3, 4, 5, 6]} weekOptions={() => weekOptions} />, {
    texts: { booking: texts },
  });
}

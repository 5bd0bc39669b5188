import { vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderWithData } from '../../../test/render.tsx';
import type { BookingFlow } from '../flow-store.ts';
import { BookingFilters } from './booking-filters.tsx';

const flow: BookingFlow = { therapyId: 1, arrangementId: 2, weekdays: [], weeks: [], days: [], timeOfDay: 'all', slot: null, therapistId: null };

export const weekOptions = [
  { value: '2027-W01', label: 'KW 1 · 04.–10.01.' },
  { value: '2027-W02', label: 'KW 2 · 11.–17.01.' },
];

/**
 * The filters as the booking page shows them. Once loaded, the week combobox is kept for the page's
 * later screens: a test that starts from its stand-in has a file (a fresh module) of its own, since
 * `vi.resetModules()` would load a second copy of React beside the first.
 */
export function renderFilters(onChange = vi.fn()) {
  // The combobox scrolls the active option into view, which jsdom does not lay out.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  return renderWithData(<BookingFilters flow={flow} onChange={onChange} openWeekdays={[1, 2, 3, 4, 5, 6]} weekOptions={() => weekOptions} />, {
    texts: { booking: texts },
  });
}

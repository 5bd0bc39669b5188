import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderWithData } from '../../../test/render.tsx';
import { DEFAULT_FLOW, type BookingFlow } from '../flow-store.ts';
import { BookingFilters } from './booking-filters.tsx';

const filters = (flow: Partial<BookingFlow>, therapistSummary: string | null = null) =>
  renderWithData(
    <BookingFilters
      flow={{ ...DEFAULT_FLOW, ...flow }}
      onChange={() => {}}
      openWeekdays={[1, 2, 3, 4, 5, 6]}
      weekOptions={() => []}
      therapistSummary={therapistSummary}
    />,
    { texts: { booking: texts } },
  );

// The folding itself is CSS (a phone's width), which jsdom does not apply: here the line and its button.
describe('BookingFilters folded into one line (on a phone)', () => {
  it('says what is searched for: every weekday, the whole day, any therapist', () => {
    filters({}, texts.filters.summary.anyTherapist);
    expect(screen.getByTestId('filters-summary')).toHaveTextContent('Alle Wochentage · Ganzer Tag · Alle Therapeut/innen');
  });

  it('names the chosen weekdays in the week’s order, the weeks and days chosen, the time of day and the therapist', () => {
    filters({ weekdays: [4, 1], weeks: ['2027-W01', '2027-W02'], days: ['2027-01-05'], timeOfDay: 'evening' }, 'Lea Brunner');
    expect(screen.getByTestId('filters-summary')).toHaveTextContent('Mo, Do · 2 Kalenderwochen · 1 Tag ausgewählt · Abend · Lea Brunner');
  });

  it('leaves the therapist out where there is no choice of therapist', () => {
    filters({ timeOfDay: 'morning' });
    expect(screen.getByTestId('filters-summary')).toHaveTextContent(/^Alle Wochentage · Vormittag$/);
  });

  it('has a button that says whether the filters it controls are open', async () => {
    filters({});
    const toggle = screen.getByRole('button', { name: 'Filter ändern' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(content).toContainElement(screen.getByRole('group', { name: 'Wochentage' }));
    expect(screen.getByTestId('booking-filters')).not.toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('booking-filters')).toHaveAttribute('data-open');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/booking.json';
import { renderWithData } from '../../../test/render.tsx';
import type { BookingFlow } from '../flow-store.ts';

const flow: BookingFlow = { therapyId: 1, arrangementId: 2, weekdays: [], weeks: [], days: [], timeOfDay: 'all', slot: null, therapistId: null };
const weekOptions = [
  { value: '2027-W01', label: 'KW 1 · 04.–10.01.' },
  { value: '2027-W02', label: 'KW 2 · 11.–17.01.' },
];

describe('BookingFilters', () => {
  // The combobox scrolls the active option into view, which jsdom does not lay out.
  beforeAll(() => {
    if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  });

  // A fresh module each time: once loaded, the combobox is kept for the page's later screens.
  const renderFilters = async (onChange = vi.fn()) => {
    vi.resetModules();
    const { BookingFilters } = await import('./booking-filters.tsx');
    return renderWithData(<BookingFilters flow={flow} onChange={onChange} openWeekdays={[1, 2, 3, 4, 5, 6]} weekOptions={weekOptions} />, {
      texts: { booking: texts },
    });
  };

  it('stands in a read-only field for the week choice until it is tapped, then opens the combobox and chooses a week', async () => {
    const onChange = vi.fn();
    await renderFilters(onChange);
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

  it('turns the stand-in into the focused combobox when reached with Tab, and the keyboard chooses a week', async () => {
    const onChange = vi.fn();
    await renderFilters(onChange);
    screen.getByTestId('week-select-pending').focus();
    await vi.waitFor(() => expect(screen.queryByTestId('week-select-pending')).toBeNull());
    expect(screen.getByRole('textbox', { name: texts.filters.weeks })).toHaveFocus();
    // Focused, it lists the weeks as the combobox always does; arrows and Enter choose.
    expect(await screen.findByRole('option', { name: weekOptions[0]!.label })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ weeks: ['2027-W01'] });
  });
});

import { addDays, zonedDay, type DayAvailability, type SlotState } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onDesktop } from '../../../test/desktop-media.ts';
import { renderBooking } from '../booking-test-utils.tsx';
import { weekdayOf } from '../calendar-weeks.ts';
import { DEFAULT_FLOW, type BookingFlow } from '../flow-store.ts';
import { BookingCalendar } from './booking-calendar.tsx';

const range = { firstMonday: '2026-11-30', lastMonday: '2027-05-24', initialMonday: '2026-11-30' };
const week = (monday: string, states: (date: string) => SlotState[]): DayAvailability[] =>
  Array.from({ length: 6 }, (_, i) => addDays(monday, i)).map((date) => ({
    date,
    slots: states(date).map((state, k) => ({ start: zonedDay(date).iso(600 + 30 * k), state })),
  }));

/** Answers /api/availability with `answer(monday)` for each requested week. */
function serve(answer: (monday: string) => DayAvailability[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const monday = new URL(url, 'http://localhost').searchParams.get('from')!;
      return new Response(JSON.stringify({ days: answer(monday) }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

/** The Mondays the calendar asked the availability API for. */
const askedMondays = () => (vi.mocked(fetch).mock.calls as Array<[string]>).map(([url]) => new URL(url, 'http://localhost').searchParams.get('from'));

const calendar = (flow: Partial<BookingFlow> = {}, onSelect = vi.fn(), startAtFreeWeek = false) =>
  renderBooking(
    <BookingCalendar
      therapyId={1}
      arrangementId={2}
      viewer="guest"
      flow={{ ...DEFAULT_FLOW, ...flow }}
      range={range}
      onSelect={onSelect}
      onToggleDay={() => {}}
      onResetFilters={() => {}}
      startAtFreeWeek={startAtFreeWeek}
    />,
  );
const weekHeadings = () => screen.getAllByRole('heading', { name: /^KW / }).map((h) => h.textContent?.split(' ·')[0]);

describe('BookingCalendar', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('offers free slots as buttons named by weekday, date and time, the chosen one pressed', async () => {
    serve((monday) => week(monday, (date) => (date === '2026-11-30' ? ['free', 'booked', 'free'] : ['booked'])));
    const onSelect = vi.fn();
    calendar({ slot: zonedDay('2026-11-30').iso(660) }, onSelect);
    const slot = await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
    expect(slot).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Mo 30.11. 11:00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Mo 30.11. 10:30' })).not.toBeInTheDocument();
    // Not a button, but its time and state on hover.
    expect(screen.getAllByTestId('calendar-day')[0]!.querySelector('[data-state="booked"]')).toHaveAttribute('title', '10:30 · Belegt');
    await userEvent.click(slot);
    expect(onSelect).toHaveBeenCalledWith(zonedDay('2026-11-30').iso(600), false);
    expect(screen.queryByTestId('calendar-notice')).not.toBeInTheDocument();
  });

  it('is one Tab stop whose arrow keys move between slots and days, Enter choosing by keyboard', async () => {
    serve((monday) =>
      week(monday, (date) => (date === '2026-11-30' ? ['free', 'booked', 'free', 'free'] : date === '2026-12-01' ? ['booked', 'booked', 'free'] : [])),
    );
    const onSelect = vi.fn();
    calendar({}, onSelect);
    const first = await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
    const tabStops = screen.getAllByTestId('calendar-grid').flatMap((grid) => [...grid.querySelectorAll('[tabindex="0"]')]);
    expect(tabStops).toEqual([first]);
    // From the paging button before the weeks, one Tab enters the grid.
    screen.getByRole('button', { name: /Spätere Wochen/ }).focus();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Mo 30.11. 11:00' })).toHaveFocus();
    // Down: the next day's slot nearest in time (11:00 on Tuesday), not the same position.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Di 1.12. 11:00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{End}');
    expect(screen.getByRole('button', { name: 'Mo 30.11. 11:30' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: /30\.11\./ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(zonedDay('2026-11-30').iso(600), true);
    expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName(/KW 49/);
  });

  it('says "no appointments, widen the search" when the filters leave no free slot', async () => {
    serve((monday) => week(monday, () => ['free', 'booked']));
    calendar({ timeOfDay: 'evening' });
    const notice = await screen.findByTestId('calendar-notice');
    expect(notice).toHaveAttribute('data-notice', 'noAppointments');
    expect(within(notice).getByRole('button', { name: 'Suche erweitern' })).toBeInTheDocument();
  });

  it('says "not published yet, come back tomorrow" when no day is planned yet', async () => {
    serve((monday) => week(monday, () => ['none', 'none']));
    calendar();
    const notice = await screen.findByTestId('calendar-notice');
    expect(notice).toHaveAttribute('data-notice', 'notPublished');
    expect(notice).toHaveTextContent('bitte schauen Sie morgen wieder vorbei');
  });

  it('says "not published yet" for weeks beyond the horizon, whose days the answer leaves out', async () => {
    serve(() => []);
    calendar({ weeks: ['2027-W22'] });
    expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'notPublished');
    expect(screen.getByTestId('week-not-published')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^KW 22 ·/ })).toBeInTheDocument();
  });

  it('asks a phone for one week only', async () => {
    serve((monday) => week(monday, () => ['free']));
    calendar();
    await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
    expect(askedMondays()).toEqual(['2026-11-30']);
    expect(screen.getAllByRole('heading', { name: /^KW / })).toHaveLength(1);
  });

  describe('on arrival, for a customer', () => {
    const startingAtFreeWeek = (flow: Partial<BookingFlow> = {}) => calendar(flow, vi.fn(), true);

    it('passes over booked-up weeks to the first with a free slot, says so, and still pages back', async () => {
      // Late on a Saturday: this week has nothing left, the next two are booked up too.
      serve((monday) => week(monday, (date) => (monday >= '2026-12-21' && date.endsWith('22') ? ['booked', 'free'] : ['past', 'booked'])));
      startingAtFreeWeek();
      expect(await screen.findByRole('button', { name: 'Di 22.12. 10:30' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 52']);
      expect(askedMondays()).toEqual(['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']);
      expect(screen.getByTestId('booking-calendar')).toHaveAttribute('aria-busy', 'false');
      expect(screen.getByTestId('calendar-skipped')).toHaveTextContent(
        'Der Kalender beginnt mit der Woche vom 21.–27.12.: Früher ist zu Ihrer Suche kein Termin frei.',
      );
      expect(screen.queryByTestId('calendar-notice')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: /Frühere Wochen/ }));
      expect(weekHeadings()).toEqual(['KW 51']);
      expect(screen.queryByTestId('calendar-skipped')).not.toBeInTheDocument();
    });

    it('on a Sunday starts with the next week: the answer for this one is the closed Sunday alone', async () => {
      serve((monday) => (monday === '2026-11-30' ? [{ date: '2026-12-06', slots: [] }] : week(monday, () => ['free'])));
      startingAtFreeWeek();
      expect(await screen.findByRole('button', { name: 'Mo 7.12. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 50']);
      expect(screen.queryByTestId('calendar-notice')).not.toBeInTheDocument();
    });

    it('shows staff that Sunday as it is: nothing more this week, no "not published yet"', async () => {
      serve((monday) => (monday === '2026-11-30' ? [{ date: '2026-12-06', slots: [] }] : week(monday, () => ['free'])));
      calendar();
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
      expect(screen.getByTestId('calendar-week')).toHaveTextContent('In dieser Woche gibt es keine Termine mehr.');
    });

    it('counts only the slots the filters let through', async () => {
      serve((monday) => week(monday, (date) => (monday !== '2026-11-30' ? ['booked', 'free'] : date === '2026-12-03' ? ['booked'] : ['free'])));
      // Only Thursdays: the first week has free slots, but its Thursday is booked up.
      startingAtFreeWeek({ weekdays: [4] });
      expect(await screen.findByRole('button', { name: 'Do 10.12. 10:30' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 50']);
    });

    it('stays where it starts when the first week has a free slot, or the customer chose days', async () => {
      serve((monday) => week(monday, (date) => (date === '2026-12-05' ? ['free'] : monday === '2026-11-30' ? ['booked'] : ['free'])));
      startingAtFreeWeek();
      expect(await screen.findByRole('button', { name: 'Sa 5.12. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(askedMondays()).toEqual(['2026-11-30']);
      expect(screen.queryByTestId('calendar-skipped')).not.toBeInTheDocument();
    });

    it('keeps chosen days, with the notice to widen the search', async () => {
      serve((monday) => week(monday, () => (monday === '2026-11-30' ? ['booked'] : ['free'])));
      startingAtFreeWeek({ days: ['2026-12-01'] });
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
      expect(weekHeadings()).toEqual(['KW 49']);
      expect(askedMondays()).toEqual(['2026-11-30']);
    });

    it('stops at a week not yet planned, which says to come back tomorrow', async () => {
      serve((monday) => week(monday, () => (monday === '2026-11-30' ? ['booked'] : ['none'])));
      startingAtFreeWeek();
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'notPublished');
      expect(weekHeadings()).toEqual(['KW 50']);
      expect(askedMondays()).toEqual(['2026-11-30', '2026-12-07']);
    });

    it('goes back to the first week when eight weeks on are booked up, where the notice asks to widen the search', async () => {
      serve((monday) => week(monday, () => ['booked']));
      startingAtFreeWeek();
      expect(await screen.findByTestId('calendar-notice', {}, { timeout: 10_000 })).toHaveAttribute('data-notice', 'noAppointments');
      expect(weekHeadings()).toEqual(['KW 49']);
      expect(askedMondays()).toHaveLength(9);
      expect(screen.queryByTestId('calendar-skipped')).not.toBeInTheDocument();
    });

    it('is left alone for staff, who see the current week as it is', async () => {
      serve((monday) => week(monday, () => (monday === '2026-11-30' ? ['booked'] : ['free'])));
      calendar();
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
      expect(weekHeadings()).toEqual(['KW 49']);
    });
  });

  describe('after a change of the search', () => {
    /** The calendar under filters the test changes with one button per named search. */
    function Searching({
      searches,
      initial = {},
      customer = true,
    }: {
      searches: Record<string, Partial<BookingFlow>>;
      initial?: Partial<BookingFlow>;
      customer?: boolean;
    }) {
      const [flow, setFlow] = useState<BookingFlow>({ ...DEFAULT_FLOW, ...initial });
      return (
        <>
          {Object.entries(searches).map(([name, patch]) => (
            <button key={name} type="button" onClick={() => setFlow((current) => ({ ...current, ...patch }))}>
              {name}
            </button>
          ))}
          <BookingCalendar
            therapyId={1}
            arrangementId={2}
            viewer="guest"
            flow={flow}
            range={range}
            onSelect={() => {}}
            onToggleDay={() => {}}
            onResetFilters={() => {}}
            startAtFreeWeek={customer}
            seekOnSearch={customer}
          />
        </>
      );
    }
    // Every day free, but Thursdays only from the third week (17.12.) on.
    const thursdaysLater = () =>
      serve((monday) => week(monday, (date) => (weekdayOf(date) !== 4 ? ['free'] : date >= '2026-12-17' ? ['booked', 'free'] : ['booked'])));
    const searchFor = async (name: string) => {
      await userEvent.click(screen.getByRole('button', { name }));
      await vi.waitFor(() => expect(screen.getByTestId('booking-calendar')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    };

    it('moves a customer who ticks a weekday with nothing free this week to the first week where it has, says so, and comes back for a wider search', async () => {
      thursdaysLater();
      renderBooking(<Searching searches={{ thursdays: { weekdays: [4] }, everyDay: { weekdays: [] } }} />);
      expect(await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      await searchFor('thursdays');
      expect(await screen.findByRole('button', { name: 'Do 17.12. 10:30' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 51']);
      expect(screen.getByTestId('calendar-skipped')).toHaveTextContent(
        'Der Kalender beginnt mit der Woche vom 14.–20.12.: Früher ist zu Ihrer Suche kein Termin frei.',
      );
      expect(screen.queryByTestId('calendar-notice')).not.toBeInTheDocument();
      // Every weekday again: this week has free slots, and the calendar is back where it began.
      await searchFor('everyDay');
      expect(await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 49']);
      expect(screen.queryByTestId('calendar-skipped')).not.toBeInTheDocument();
    });

    it('seeks on from the week the customer paged to, and comes back there', async () => {
      thursdaysLater();
      renderBooking(<Searching searches={{ thursdays: { weekdays: [4] }, everyDay: { weekdays: [] } }} />);
      await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
      await userEvent.click(screen.getByRole('button', { name: /Spätere Wochen/ }));
      expect(await screen.findByRole('button', { name: 'Mo 7.12. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      await searchFor('thursdays');
      expect(await screen.findByRole('button', { name: 'Do 17.12. 10:30' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 51']);
      await searchFor('everyDay');
      expect(await screen.findByRole('button', { name: 'Mo 7.12. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 50']);
    });

    it('moves for a time of day with nothing free this week, too', async () => {
      // This week only a morning slot; from the next, the whole day (10:00 to 17:30).
      serve((monday) => week(monday, () => Array<SlotState>(monday === '2026-11-30' ? 1 : 16).fill('free')));
      renderBooking(<Searching searches={{ afternoon: { timeOfDay: 'afternoon' } }} />);
      await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
      await searchFor('afternoon');
      expect(await screen.findByRole('button', { name: 'Mo 7.12. 12:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(weekHeadings()).toEqual(['KW 50']);
      expect(screen.getByTestId('calendar-skipped')).toBeInTheDocument();
    });

    it('never passes over days the customer chose: the notice asks to widen the search', async () => {
      thursdaysLater();
      renderBooking(<Searching initial={{ days: ['2026-12-03'] }} searches={{ thursdays: { weekdays: [4] } }} />);
      await screen.findByRole('checkbox', { name: /3\.12\./ }, { timeout: 10_000 });
      await searchFor('thursdays');
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
      expect(weekHeadings()).toEqual(['KW 49']);
      expect(askedMondays()).toEqual(['2026-11-30']);
    });

    it('shows staff the week as it is', async () => {
      thursdaysLater();
      renderBooking(<Searching customer={false} searches={{ thursdays: { weekdays: [4] } }} />);
      await screen.findByRole('button', { name: 'Mo 30.11. 10:00' }, { timeout: 10_000 });
      await searchFor('thursdays');
      expect(await screen.findByTestId('calendar-notice')).toHaveAttribute('data-notice', 'noAppointments');
      expect(weekHeadings()).toEqual(['KW 49']);
      expect(askedMondays()).toEqual(['2026-11-30']);
    });
  });

  describe('on a desktop', () => {
    onDesktop();

    it('asks a wide screen for three weeks once the page is live', async () => {
      serve((monday) => week(monday, () => ['free']));
      calendar();
      expect(await screen.findByRole('button', { name: 'Mo 14.12. 10:00' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: /^KW / })).toHaveLength(3);
      expect(new Set(askedMondays())).toEqual(new Set(['2026-11-30', '2026-12-07', '2026-12-14']));
    });

    it('moves its Tab stop from the chip of a week without free slots to the first free slot of a week that arrives later', async () => {
      let releaseLater = () => {};
      const later = new Promise<void>((resolve) => (releaseLater = resolve));
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          const monday = new URL(url, 'http://localhost').searchParams.get('from')!;
          if (monday !== '2026-11-30') await later;
          const days = week(monday, () => (monday === '2026-11-30' ? ['past', 'booked'] : ['free']));
          return new Response(JSON.stringify({ days }), { status: 200, headers: { 'content-type': 'application/json' } });
        }),
      );
      calendar();
      const chip = await screen.findByRole('checkbox', { name: /30\.11\./ }, { timeout: 10_000 });
      expect(chip).toHaveAttribute('tabindex', '0');
      releaseLater();
      const first = await screen.findByRole('button', { name: 'Mo 7.12. 10:00' }, { timeout: 10_000 });
      await vi.waitFor(() => expect(first).toHaveAttribute('tabindex', '0'));
      const tabStops = screen.getAllByTestId('calendar-grid').flatMap((grid) => [...grid.querySelectorAll('[tabindex="0"]')]);
      expect(tabStops).toEqual([first]);
      // Once a cell has had focus, the stop stays where the customer left it.
      chip.focus();
      await vi.waitFor(() => expect(chip).toHaveAttribute('tabindex', '0'));
      expect(first).toHaveAttribute('tabindex', '-1');
    });
  });
});

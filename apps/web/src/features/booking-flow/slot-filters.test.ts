import type { DayAvailability, SlotState } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLOW } from './flow-store.ts';
import { calendarNotice, countMatchingFree, dayMatches, inTimeOfDay, slotClock } from './slot-filters.ts';

const day = (date: string, states: SlotState[], offset = '+01:00'): DayAvailability => ({
  date,
  slots: states.map((state, i) => ({ start: `${date}T${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00${offset}`, state })),
});
const filter = (patch: Partial<typeof DEFAULT_FLOW> = {}) => ({ ...DEFAULT_FLOW, ...patch });

describe('slot filters', () => {
  it.each([
    ['2026-11-30T11:30:00+01:00', 'morning', true],
    ['2026-11-30T12:00:00+01:00', 'morning', false],
    ['2026-11-30T12:00:00+01:00', 'afternoon', true],
    ['2026-11-30T16:30:00+01:00', 'afternoon', true],
    ['2026-11-30T17:00:00+01:00', 'afternoon', false],
    ['2026-11-30T17:00:00+01:00', 'evening', true],
    ['2026-07-06T11:30:00+02:00', 'morning', true],
    ['2026-07-06T09:30:00Z', 'morning', true],
    ['2026-07-06T10:00:00Z', 'afternoon', true],
    ['2026-11-30T19:30:00+01:00', 'all', true],
  ] as const)('puts a slot at %s into %s: %s', (start, timeOfDay, expected) => {
    expect(inTimeOfDay(start, timeOfDay)).toBe(expected);
  });

  it('reads the wall-clock time in Zurich whatever offset the instant carries', () => {
    expect(slotClock('2026-07-06T08:00:00Z')).toBe('10:00');
    expect(slotClock('2026-11-30T09:00:00Z')).toBe('10:00');
  });

  it.each([
    ['2026-11-30', {}, true],
    ['2026-11-30', { weekdays: [1, 3] }, true],
    ['2026-12-01', { weekdays: [1, 3] }, false],
    ['2026-11-30', { weeks: ['2026-W49'] }, true],
    ['2026-11-29', { weeks: ['2026-W49'] }, false],
    ['2027-01-01', { weeks: ['2026-W53'] }, true],
    ['2027-01-01', { weeks: ['2027-W01'] }, false],
    ['2026-11-30', { days: ['2026-11-30'] }, true],
    ['2026-12-02', { days: ['2026-11-30'] }, false],
    ['2026-12-02', { weekdays: [3], weeks: ['2026-W49'], days: ['2026-12-02'] }, true],
  ] as const)('lets %s through the day filters %j: %s', (date, patch, expected) => {
    expect(dayMatches(date, filter(patch as Partial<typeof DEFAULT_FLOW>))).toBe(expected);
  });

  it('counts only free slots that pass every filter', () => {
    // Monday 30 Nov: 09:00 free, 09:30 booked, 10:00 free ...; Tuesday 1 Dec: 09:00 free.
    const days = [day('2026-11-30', ['free', 'booked', 'free', 'insufficient']), day('2026-12-01', ['free'])];
    expect(countMatchingFree(days, filter())).toBe(3);
    expect(countMatchingFree(days, filter({ weekdays: [2] }))).toBe(1);
    expect(countMatchingFree(days, filter({ timeOfDay: 'afternoon' }))).toBe(0);
    expect(countMatchingFree(days, filter({ days: ['2026-11-30'] }))).toBe(2);
  });
});

describe('calendar notice', () => {
  it.each([
    ['free slots pass the filters', [day('2026-11-30', ['free'])], 1, null],
    ['everything is booked', [day('2026-11-30', ['booked', 'break'])], 0, 'noAppointments'],
    ['free slots exist but the filters hide them', [day('2026-11-30', ['free'])], 0, 'noAppointments'],
    ['the days lie beyond the horizon (missing)', [], 0, 'notPublished'],
    ['no plan yet: every slot is "none"', [day('2026-11-30', ['none', 'none']), day('2026-12-01', ['none'])], 0, 'notPublished'],
    ['only past and unplanned days', [day('2026-11-30', ['past', 'past']), day('2026-12-01', ['none'])], 0, 'notPublished'],
    // A Sunday's view of its week: the availability begins today, and the practice is closed.
    ['nothing of the days lies ahead: closed or past', [day('2026-11-28', ['past', 'past']), day('2026-11-29', [])], 0, 'noAppointments'],
  ] as const)('when %s: %s', (_case, days, matchingFree, expected) => {
    expect(calendarNotice(days, matchingFree)).toBe(expected);
  });
});

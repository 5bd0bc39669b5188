import { describe, expect, it } from 'vitest';
import { addMonths, groupItems, listPeriod, readFilters, sectionOf, writeFilters } from './booking-list-model.ts';
import { absenceRow, at, bookingRow, today } from './components/test-fixtures.ts';

describe('booking list model', () => {
  it('moves dates by months, keeping the day where the month has it', () => {
    expect(addMonths('2026-11-24', 6)).toBe('2027-05-24');
    expect(addMonths('2026-11-24', -2)).toBe('2026-09-24');
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('keeps the period within the 400 days the API allows', () => {
    expect(listPeriod('2026-11-24', 2, 6)).toEqual({ from: '2026-09-24', to: '2027-05-24' });
    expect(listPeriod('2026-11-24', 24, 6)).toEqual({ from: '2026-04-19', to: '2027-05-24' });
    expect(listPeriod('2026-11-24', 24, 24)).toEqual({ from: '2026-11-24', to: '2027-12-29' });
  });

  it('reads and writes the filters of the address, keeping other parameters', () => {
    const filters = readFilters(new URLSearchParams('time=todayAndPast&cancellation=bogus&therapist=4&search=anna&absences=0&payment=bogus&lang=fr'));
    expect(filters).toEqual({
      time: 'todayAndPast',
      cancellation: 'all',
      therapistId: 4,
      search: 'anna',
      hideAbsences: true,
      hideBreaks: false,
      outstandingOnly: false,
    });
    expect(
      writeFilters({ ...filters, therapistId: null, hideBreaks: true, outstandingOnly: true }, new URLSearchParams('lang=fr&therapist=4')).toString(),
    ).toBe('lang=fr&time=todayAndPast&search=anna&absences=0&breaks=0&payment=outstanding');
    expect(readFilters(new URLSearchParams('payment=outstanding')).outstandingOnly).toBe(true);
  });

  it('puts an absence running over today into today and one ending at midnight into the past', () => {
    expect(sectionOf(at(-1, 8), at(1, 18), today)).toBe('today');
    expect(sectionOf(`${at(-1, 0)}`, at(0, 0), today)).toBe('past');
  });

  it('hides breaks only when asked and sorts the past latest first', () => {
    const data = {
      bookings: [bookingRow({ id: 1, start: at(-5), end: at(-5, 11) }), bookingRow({ id: 2, start: at(-2), end: at(-2, 11) })],
      absences: [absenceRow({ id: 3, typeId: 6 }), absenceRow({ id: 4, typeId: 3, start: at(0, 8), end: at(0, 9) })],
    };
    const shown = groupItems(data, today, { hideAbsences: false, hideBreaks: true });
    expect(shown.past.map((i) => i.key)).toEqual(['b2', 'b1']);
    expect(shown.today.map((i) => i.key)).toEqual(['a4']);
    expect(groupItems(data, today, { hideAbsences: false, hideBreaks: false }).today.map((i) => i.key)).toEqual(['a4', 'a3']);
  });
});

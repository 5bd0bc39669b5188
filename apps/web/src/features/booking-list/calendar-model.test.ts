import { describe, expect, it } from 'vitest';
import { absenceRow, bookingRow } from './components/test-fixtures.ts';
import { calendarTherapists, dropTarget, gridRange, placeBlocks, readCalendar, shownDays, spanOn, writeCalendar } from './calendar-model.ts';

const DAY = '2027-01-05'; // a Tuesday in winter (+01:00)
const at = (hhmm: string, date = DAY) => `${date}T${hhmm}:00+01:00`;
const range = { from: 8 * 60, to: 20 * 60 };
const options = { hideAbsences: false, hideBreaks: false };

describe('calendar model', () => {
  it('reads and writes the view and the day, defaults left out', () => {
    expect(readCalendar(new URLSearchParams('view=week&date=2027-02-30'), DAY)).toEqual({ view: 'week', date: DAY });
    expect(readCalendar(new URLSearchParams('view=month'), DAY).view).toBe('list');
    expect(writeCalendar({ view: 'day', date: '2027-01-06' }, DAY, new URLSearchParams('lang=fr')).toString()).toBe('lang=fr&view=day&date=2027-01-06');
    expect(writeCalendar({ view: 'list', date: '2027-01-06' }, DAY, new URLSearchParams('view=day&date=2027-01-06')).toString()).toBe('');
  });

  it('shows Monday to Sunday in the week view', () => {
    expect(shownDays('week', DAY)).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08', '2027-01-09', '2027-01-10']);
  });

  it('spans the earliest opening to the latest closing of the shown days, 08:00–20:00 without any', () => {
    const hours = [
      { weekday: 2, from: '09:00', to: '12:00' },
      { weekday: 2, from: '13:00', to: '18:30' },
      { weekday: 3, from: '07:30', to: '17:00' },
    ];
    expect(gridRange([DAY], hours)).toEqual({ from: 9 * 60, to: 18 * 60 + 30 });
    expect(gridRange(shownDays('week', DAY), hours)).toEqual({ from: 7 * 60 + 30, to: 18 * 60 + 30 });
    expect(gridRange(['2027-01-10'], hours)).toEqual(range);
    // A booking outside the hours widens the grid to whole hours.
    expect(gridRange([DAY], hours, [bookingRow({ start: at('19:15'), end: at('20:10') })])).toEqual({ from: 9 * 60, to: 21 * 60 });
  });

  it('clips a span to the day; an end at midnight belongs to the day before', () => {
    expect(spanOn(at('10:00'), at('11:00'), DAY)).toEqual({ from: 600, to: 660 });
    expect(spanOn(at('22:00'), at('00:00', '2027-01-06'), DAY)).toEqual({ from: 1320, to: 1440 });
    expect(spanOn(at('22:00'), at('00:00', '2027-01-06'), '2027-01-06')).toBeNull();
    expect(spanOn(at('10:00', '2027-01-04'), at('12:00', '2027-01-06'), DAY)).toEqual({ from: 0, to: 1440 });
  });

  it('places practice-wide absences in every column, a full-day one over the whole column, overlaps in lanes', () => {
    const data = {
      bookings: [
        bookingRow({ id: 1, start: at('10:00'), end: at('11:00') }),
        bookingRow({ id: 2, start: at('10:30'), end: at('11:30'), cancelledAt: at('09:00') }),
        bookingRow({ id: 3, therapistId: 9, start: at('10:00'), end: at('11:00') }),
      ],
      absences: [
        absenceRow({ id: 5, therapistId: null, therapistName: null, start: at('12:00'), end: at('13:00') }),
        absenceRow({ id: 6, therapistId: 4, fullDay: true, start: at('00:00'), end: at('00:00', '2027-01-06') }),
        absenceRow({ id: 7, therapistId: 3, typeId: 6, start: at('15:00'), end: at('15:15') }),
      ],
    };
    const columns = placeBlocks(data, [DAY], [3, 4], range, options);
    const rows = (key: string) => (columns.get(key) ?? []).map((b) => [b.item.key, b.firstRow, b.lastRow, b.lane, b.lanes]);
    expect(rows(`${DAY}/3`)).toEqual([
      ['b1', 8, 11, 0, 2],
      ['b2', 10, 13, 1, 2],
      ['a5', 16, 19, 0, 1],
      ['a7', 28, 28, 0, 1],
    ]);
    expect(rows(`${DAY}/4`)).toEqual([
      ['a6', 0, 47, 0, 2],
      ['a5', 16, 19, 1, 2],
    ]);
    expect(columns.has(`${DAY}/9`)).toBe(false);
    const noBreaks = placeBlocks(data, [DAY], [3, 4], range, { hideAbsences: false, hideBreaks: true });
    expect((noBreaks.get(`${DAY}/3`) ?? []).map((b) => b.item.key)).toEqual(['b1', 'b2', 'a5']);
    const noAbsences = placeBlocks(data, [DAY], [3, 4], range, { hideAbsences: true, hideBreaks: false });
    expect(noAbsences.has(`${DAY}/4`)).toBe(false);
  });

  it('lists the known therapists and those in the data by name; the filter keeps one', () => {
    const data = { bookings: [bookingRow({ therapistId: 9, therapistName: 'Anton Aebi' })], absences: [] };
    expect(calendarTherapists([{ id: 3, name: 'Tina Therapeutin' }], data, null)).toEqual([
      { id: 9, name: 'Anton Aebi' },
      { id: 3, name: 'Tina Therapeutin' },
    ]);
    expect(calendarTherapists([{ id: 3, name: 'Tina Therapeutin' }], data, 3)).toEqual([{ id: 3, name: 'Tina Therapeutin' }]);
  });

  it.each([
    ['another therapist, same time', 0, { date: DAY, minutes: 10 * 60, therapistId: 4 }, { start: at('10:00'), therapistId: 4 }],
    ['grabbed on its third row, dropped on 14:30', 35, { date: DAY, minutes: 14 * 60 + 30, therapistId: 3 }, { start: at('14:00'), therapistId: 3 }],
    ['another day', 0, { date: '2027-01-07', minutes: 9 * 60 + 15, therapistId: 3 }, { start: at('09:15', '2027-01-07'), therapistId: 3 }],
    ['not before midnight', 60, { date: DAY, minutes: 30, therapistId: 3 }, { start: at('00:00'), therapistId: 3 }],
    ['where it was', 20, { date: DAY, minutes: 10 * 60 + 15, therapistId: 3 }, null],
  ])('drops a 10:00 booking of therapist 3: %s', (_, grab, cell, expected) => {
    expect(dropTarget({ start: '2027-01-05T09:00:00Z', therapistId: 3 }, grab, cell)).toEqual(expected);
  });
});

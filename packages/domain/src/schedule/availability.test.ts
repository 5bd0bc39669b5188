import { describe, expect, it } from 'vitest';
import { computeAvailability, type AvailabilityInput } from './availability.ts';
import type { FlexBreak, TimeRange } from './schedule-types.ts';
import { zonedDay } from './zoned-day.ts';

const everyDay = (from: string, to: string, days = [1, 2, 3, 4, 5, 6]): TimeRange[] => days.map((weekday) => ({ weekday, from, to }));
const at = (iso: string) => Date.parse(iso);
const LONG_AGO = at('2020-01-01T00:00:00Z');

function input(change: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    from: '2027-01-04',
    to: '2027-01-04',
    slotMinutes: 30,
    therapistIds: [1],
    plans: [{ therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: null }],
    weekPlans: [{ id: 1, ranges: everyDay('09:00', '20:00') }],
    openingHours: everyDay('09:00', '20:00'),
    absences: [],
    bookings: [],
    nowMs: LONG_AGO,
    audience: 'customer',
    ...change,
  };
}

/** The state of each slot of the first day by local time, e.g. {"09:00": "free"}. */
function states(change: Partial<AvailabilityInput> = {}): Record<string, string> {
  const [day] = computeAvailability(input(change));
  return Object.fromEntries(day!.slots.map((s) => [s.start.slice(11, 16), s.state]));
}

const breakAt = (time: string, mayMoveLater = true): FlexBreak => ({ time, durationMinutes: 30, mayMoveLater });

describe('computeAvailability', () => {
  it('lists every 30-minute slot of the opening hours with its offset, all free on an empty day', () => {
    const [day] = computeAvailability(input());
    expect(day!.slots).toHaveLength(22);
    expect(day!.slots[0]).toEqual({ start: '2027-01-04T09:00:00+01:00', state: 'free' });
    expect(day!.slots.at(-1)).toEqual({ start: '2027-01-04T19:30:00+01:00', state: 'free' });
  });

  it('has no slots on a closed day', () => {
    expect(computeAvailability(input({ from: '2027-01-03', to: '2027-01-03' }))[0]!.slots).toEqual([]);
  });

  it('marks slots before now plus the lead time as past', () => {
    const now = at('2027-01-04T10:10:00+01:00');
    expect(states({ nowMs: now })).toMatchObject({ '10:00': 'past', '10:30': 'free' });
    expect(states({ nowMs: now, leadMinutes: 60 })).toMatchObject({ '11:00': 'past', '11:30': 'free' });
  });

  it('keeps the real state of past slots for staff, who record bookings after the fact', () => {
    const now = at('2027-01-04T10:10:00+01:00');
    const bookings = [{ therapistId: 1, startMs: at('2027-01-04T09:00:00+01:00'), endMs: at('2027-01-04T09:30:00+01:00') }];
    expect(states({ nowMs: now, bookings, audience: 'staff' })).toMatchObject({ '09:00': 'booked', '09:30': 'free', '10:00': 'free' });
  });

  it('marks booked time booked, and a slot too short before a booking insufficient', () => {
    const bookings = [{ therapistId: 1, startMs: at('2027-01-04T10:00:00+01:00'), endMs: at('2027-01-04T11:00:00+01:00') }];
    expect(states({ bookings })).toMatchObject({ '09:30': 'free', '10:00': 'booked', '10:30': 'booked', '11:00': 'free' });
    expect(states({ bookings, slotMinutes: 60 })).toMatchObject({ '09:00': 'free', '09:30': 'insufficient', '10:00': 'booked', '11:00': 'free' });
  });

  it('marks the end of the day insufficient for a longer arrangement', () => {
    expect(states({ slotMinutes: 90 })).toMatchObject({ '18:30': 'free', '19:00': 'insufficient', '19:30': 'insufficient' });
  });

  it('never lets a cancelled booking block: only the bookings given count', () => {
    expect(states({ bookings: [] })['10:00']).toBe('free');
  });

  it('shows the flexible break at its time', () => {
    const plans = [{ therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: breakAt('12:30') }];
    expect(states({ plans })).toMatchObject({ '12:00': 'free', '12:30': 'break', '13:00': 'free' });
    expect(states({ plans, slotMinutes: 60 })).toMatchObject({ '12:00': 'insufficient', '12:30': 'break', '13:00': 'free' });
  });

  it('moves the flexible break 30 minutes later when its first position is booked', () => {
    const bookings = [{ therapistId: 1, startMs: at('2027-01-04T12:00:00+01:00'), endMs: at('2027-01-04T13:00:00+01:00') }];
    const moving = [{ therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: breakAt('12:30') }];
    expect(states({ plans: moving, bookings })).toMatchObject({ '12:30': 'booked', '13:00': 'break', '13:30': 'free' });
    const fixed = [{ therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: breakAt('12:30', false) }];
    expect(states({ plans: fixed, bookings })).toMatchObject({ '12:30': 'booked', '13:00': 'free' });
  });

  it('blocks a general absence for everyone and a short-term one for customers only', () => {
    const general = [{ therapistId: null, startMs: at('2027-01-04T00:00:00+01:00'), endMs: at('2027-01-05T00:00:00+01:00'), shortTerm: false }];
    expect(new Set(Object.values(states({ absences: general })))).toEqual(new Set(['none']));
    expect(new Set(Object.values(states({ absences: general, audience: 'staff' })))).toEqual(new Set(['none']));
    const shortTerm = [{ therapistId: 1, startMs: at('2027-01-04T14:00:00+01:00'), endMs: at('2027-01-04T16:00:00+01:00'), shortTerm: true }];
    expect(states({ absences: shortTerm })).toMatchObject({ '13:30': 'free', '14:00': 'none', '15:30': 'none', '16:00': 'free' });
    expect(states({ absences: shortTerm, audience: 'staff' })).toMatchObject({ '14:00': 'free', '15:30': 'free' });
  });

  it('is free when at least one therapist who offers the therapy can take the whole slot', () => {
    const plans = [
      { therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: null },
      { therapistId: 2, begins: '2026-01-01', sequence: [2], flexBreak: null },
    ];
    const weekPlans = [
      { id: 1, ranges: everyDay('09:00', '20:00') },
      { id: 2, ranges: everyDay('09:00', '12:00') },
    ];
    const bookings = [{ therapistId: 1, startMs: at('2027-01-04T10:00:00+01:00'), endMs: at('2027-01-04T11:00:00+01:00') }];
    expect(states({ plans, weekPlans, bookings, therapistIds: [1, 2] })['10:00']).toBe('free');
    expect(states({ plans, weekPlans, bookings, therapistIds: [1] })['10:00']).toBe('booked');
    expect(states({ plans, weekPlans, therapistIds: [2] })).toMatchObject({ '11:30': 'free', '12:00': 'none' });
  });

  it('needs one therapist for the whole slot length, not two halves', () => {
    const plans = [
      { therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: null },
      { therapistId: 2, begins: '2026-01-01', sequence: [2], flexBreak: null },
    ];
    const weekPlans = [
      { id: 1, ranges: everyDay('09:00', '10:00') },
      { id: 2, ranges: everyDay('10:00', '11:00') },
    ];
    expect(states({ plans, weekPlans, therapistIds: [1, 2], slotMinutes: 60 })).toMatchObject({
      '09:00': 'free',
      '09:30': 'insufficient',
      '10:00': 'free',
      '10:30': 'insufficient',
      '11:00': 'none',
    });
  });

  it('rotates the week plans week by week from the week the plan begins', () => {
    const weekPlans = [
      { id: 1, ranges: everyDay('09:00', '20:00') },
      { id: 2, ranges: everyDay('09:00', '12:00') },
    ];
    const plans = [{ therapistId: 1, begins: '2027-01-06', sequence: [1, 2], flexBreak: null }];
    const days = computeAvailability(input({ from: '2027-01-04', to: '2027-01-25', plans, weekPlans }));
    const at1200 = (date: string) => days.find((d) => d.date === date)!.slots.find((s) => s.start.includes('T12:00'))!.state;
    expect(at1200('2027-01-04')).toBe('none');
    expect(at1200('2027-01-06')).toBe('free');
    expect(at1200('2027-01-11')).toBe('none');
    expect(at1200('2027-01-18')).toBe('free');
    expect(at1200('2027-01-25')).toBe('none');
  });

  it('takes the newest plan that has begun', () => {
    const weekPlans = [
      { id: 1, ranges: everyDay('09:00', '20:00') },
      { id: 2, ranges: everyDay('09:00', '12:00') },
    ];
    const plans = [
      { therapistId: 1, begins: '2026-01-01', sequence: [1], flexBreak: null },
      { therapistId: 1, begins: '2027-01-05', sequence: [2], flexBreak: null },
    ];
    const days = computeAvailability(input({ from: '2027-01-04', to: '2027-01-05', plans, weekPlans }));
    expect(days[0]!.slots.find((s) => s.start.includes('T15:00'))!.state).toBe('free');
    expect(days[1]!.slots.find((s) => s.start.includes('T15:00'))!.state).toBe('none');
  });
});

describe('daylight-saving changes in Europe/Zurich', () => {
  const allWeek = everyDay('09:00', '20:00', [0, 1, 2, 3, 4, 5, 6]);
  it.each([
    ['2026-03-28', '+01:00'],
    ['2026-03-29', '+02:00'],
    ['2026-03-30', '+02:00'],
    ['2026-10-24', '+02:00'],
    ['2026-10-25', '+01:00'],
    ['2026-10-26', '+01:00'],
    ['2027-03-28', '+02:00'],
    ['2027-03-29', '+02:00'],
    ['2027-10-31', '+01:00'],
    ['2027-11-01', '+01:00'],
  ])('on %s a 09:00 plan starts at 09:00%s, with no slot lost or doubled', (date, offset) => {
    const [day] = computeAvailability(input({ from: date, to: date, openingHours: allWeek, weekPlans: [{ id: 1, ranges: allWeek }] }));
    expect(day!.slots).toHaveLength(22);
    expect(day!.slots[0]!.start).toBe(`${date}T09:00:00${offset}`);
    expect(new Set(day!.slots.map((s) => s.start)).size).toBe(22);
    const instants = day!.slots.map((s) => Date.parse(s.start));
    for (let i = 1; i < instants.length; i++) expect(instants[i]! - instants[i - 1]!).toBe(30 * 60_000);
    expect(day!.slots.every((s) => s.state === 'free')).toBe(true);
  });

  it('converts wall-clock times on the change days exactly', () => {
    expect(new Date(zonedDay('2026-03-29').at(9 * 60)).toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(new Date(zonedDay('2026-10-25').at(9 * 60)).toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(new Date(zonedDay('2026-10-25').at(24 * 60)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(zonedDay('2027-03-28').iso(1 * 60)).toBe('2027-03-28T01:00:00+01:00');
    expect(zonedDay('2027-03-28').iso(4 * 60)).toBe('2027-03-28T04:00:00+02:00');
  });

  it('keeps a booking across the change where it was booked', () => {
    const bookings = [{ therapistId: 1, startMs: at('2026-10-25T10:00:00+01:00'), endMs: at('2026-10-25T11:00:00+01:00') }];
    const [day] = computeAvailability(
      input({ from: '2026-10-25', to: '2026-10-25', openingHours: allWeek, weekPlans: [{ id: 1, ranges: allWeek }], bookings }),
    );
    const byTime = Object.fromEntries(day!.slots.map((s) => [s.start.slice(11, 16), s.state]));
    expect(byTime).toMatchObject({ '09:30': 'free', '10:00': 'booked', '10:30': 'booked', '11:00': 'free' });
  });
});

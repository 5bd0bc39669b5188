import { describe, expect, it } from 'vitest';
import { birthdayGreeting } from './birthday.ts';

describe('birthday greeting', () => {
  it.each([
    ['no birthday given', null, '2026-12-10', '2026-12-01', null],
    ['birthday 3 days before the appointment, still ahead', '1980-12-07', '2026-12-10', '2026-12-01', { when: 'ahead', date: '2026-12-07' }],
    ['birthday is today', '1980-12-07', '2026-12-10', '2026-12-07', { when: 'today', date: '2026-12-07' }],
    ['birthday already passed', '1980-12-07', '2026-12-10', '2026-12-08', { when: 'past', date: '2026-12-07' }],
    ['on the appointment day itself', '1990-12-10', '2026-12-10', '2026-12-01', { when: 'ahead', date: '2026-12-10' }],
    ['7 days before the appointment', '1990-12-03', '2026-12-10', '2026-12-01', { when: 'ahead', date: '2026-12-03' }],
    ['8 days before the appointment', '1990-12-02', '2026-12-10', '2026-12-01', null],
    ['after the appointment', '1990-12-11', '2026-12-10', '2026-12-01', null],
    ['across the year change', '1975-12-30', '2027-01-04', '2026-12-20', { when: 'ahead', date: '2026-12-30' }],
    ['29 February in a common year', '2000-02-29', '2027-03-02', '2027-02-20', { when: 'ahead', date: '2027-02-28' }],
  ] as const)('%s', (_case, birthday, slotDate, today, expected) => {
    expect(birthdayGreeting(birthday, slotDate, today)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { summarizeOpeningHours } from './opening-hours.ts';

const mondayToSaturday = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '20:00' }));

describe('summarizeOpeningHours', () => {
  it('groups Monday to Saturday with the same times', () => {
    expect(summarizeOpeningHours(mondayToSaturday, 'en')).toBe('Mon–Sat 09:00–20:00');
  });

  it('splits days with other times and leaves closed days out', () => {
    const hours = [
      { weekday: 1, from: '09:00', to: '18:00' },
      { weekday: 2, from: '09:00', to: '18:00' },
      { weekday: 4, from: '09:00', to: '18:00' },
      { weekday: 6, from: '09:00', to: '12:00' },
      { weekday: 6, from: '13:00', to: '16:00' },
    ];
    expect(summarizeOpeningHours(hours, 'en')).toBe('Mon–Tue 09:00–18:00; Thu 09:00–18:00; Sat 09:00–12:00, 13:00–16:00');
  });

  it('is empty when the practice is always closed', () => {
    expect(summarizeOpeningHours([], 'de')).toBe('');
  });
});

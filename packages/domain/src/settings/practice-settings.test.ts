import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_SETTINGS, practiceSettingsSchema } from './practice-settings.ts';

describe('practice settings', () => {
  it('accepts the first-start values', () => {
    expect(practiceSettingsSchema.parse(DEFAULT_PRACTICE_SETTINGS)).toEqual(DEFAULT_PRACTICE_SETTINGS);
  });

  it('opens Monday to Saturday 09:00 to 20:00', () => {
    expect(DEFAULT_PRACTICE_SETTINGS.openingHours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(DEFAULT_PRACTICE_SETTINGS.openingHours.map((h) => `${h.from}-${h.to}`))).toEqual(new Set(['09:00-20:00']));
  });

  it('rejects a malformed opening time', () => {
    const bad = { ...DEFAULT_PRACTICE_SETTINGS, openingHours: [{ weekday: 1, from: '9:00', to: '20:00' }] };
    expect(practiceSettingsSchema.safeParse(bad).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ARRANGEMENTS } from './arrangements.ts';
import { THERAPIES } from './therapies.ts';

describe('catalogue', () => {
  it('has the 13 therapies of the specification with unique ids 1 to 13', () => {
    expect(THERAPIES.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(new Set(THERAPIES.map((t) => t.labelKey)).size).toBe(13);
  });

  it('prices 25/55/85 minutes in 30/60/90-minute slots at CHF 75/140/215', () => {
    expect(ARRANGEMENTS.map((a) => [a.durationMinutes, a.slotMinutes, a.priceRappen])).toEqual([
      [25, 30, 7500],
      [55, 60, 14000],
      [85, 90, 21500],
    ]);
  });

  it('offers every therapy in at least one existing duration', () => {
    const ids = new Set(ARRANGEMENTS.map((a) => a.id));
    for (const therapy of THERAPIES) {
      expect(therapy.arrangementIds.length).toBeGreaterThan(0);
      for (const id of therapy.arrangementIds) expect(ids.has(id)).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { clampWindow } from './booking-window.ts';

describe('clampWindow', () => {
  it.each([
    [{ from: '2027-01-04', to: '2027-01-10' }, false, { from: '2027-01-04', to: '2027-01-10' }],
    [{ from: '2026-12-01', to: '2027-01-10' }, false, { from: '2027-01-04', to: '2027-01-10' }],
    [{ from: '2026-12-01', to: '2027-01-10' }, true, { from: '2026-12-01', to: '2027-01-10' }],
    [{ from: '2026-10-01', to: '2027-01-10' }, true, { from: '2026-11-04', to: '2027-01-10' }],
    [{ from: '2027-06-01', to: '2027-12-31' }, false, { from: '2027-06-01', to: '2027-07-04' }],
    [{ from: '2027-08-01', to: '2027-08-31' }, false, null],
    [{ from: '2026-01-01', to: '2026-01-31' }, true, null],
  ])('%j for staff %s gives %j (today 2027-01-04, 6 months ahead, 2 back)', (requested, staff, expected) => {
    expect(clampWindow(requested, '2027-01-04', 6, 2, staff)).toEqual(expected);
  });
});

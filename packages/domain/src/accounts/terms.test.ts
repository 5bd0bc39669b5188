import { describe, expect, it } from 'vitest';
import { termsSatisfied } from './terms.ts';

describe('termsSatisfied', () => {
  it.each([
    [undefined, undefined, 1, false],
    [1, undefined, 1, true],
    [undefined, 1, 1, true],
    // The version was raised: what was accepted before asks again, until the new one is accepted.
    [1, undefined, 2, false],
    [1, 1, 2, false],
    [1, 2, 2, true],
    [2, undefined, 2, true],
  ])('accepted %s, given %s, current %s: %s', (accepted, given, current, expected) => {
    expect(termsSatisfied(accepted, given, current)).toBe(expected);
  });
});

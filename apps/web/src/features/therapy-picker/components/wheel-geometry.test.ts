import { describe, expect, it } from 'vitest';
import { fadeFor, mod, ringDistance, ringRadius, shortestTurn } from './wheel-geometry.ts';

describe('wheel geometry', () => {
  it.each([
    [0, 1, 13, 1],
    [12, 0, 13, 1],
    [0, 12, 13, -1],
    [2, 9, 13, -6],
    [2, 8, 13, 6],
    [3, 3, 13, 0],
  ])('turns from %i to %i of %i in %i steps', (from, to, count, steps) => {
    expect(shortestTurn(from, to, count)).toBe(steps);
  });

  it('keeps remainders positive', () => {
    expect(mod(-1, 13)).toBe(12);
    expect(mod(27, 13)).toBe(1);
  });

  it('puts 13 cards of 240 px side by side without overlap', () => {
    const radius = ringRadius(13, 240);
    // Each card stands on a tangent: its half width must fit in half the angle between two cards.
    expect(radius * Math.tan(Math.PI / 13)).toBeGreaterThan(120);
  });

  it('measures the distance to the front around the ring, also between steps', () => {
    expect(ringDistance(12, 0, 13)).toBe(1);
    expect(ringDistance(3, 1.5, 13)).toBe(1.5);
    expect(ringDistance(0, 12.25, 13)).toBeCloseTo(0.75);
  });

  it('fades cards away from the front and hides the back', () => {
    expect(fadeFor(0)).toBe(1);
    expect(fadeFor(1)).toBe(0.85);
    expect(fadeFor(0.5)).toBeCloseTo(0.925);
    expect(fadeFor(4)).toBe(0);
    expect(fadeFor(6)).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cachedIn } from './cached.ts';

describe('cachedIn', () => {
  it('makes a value once per key and empties a full cache', () => {
    const cache = new Map<string, number>();
    const make = vi.fn(() => cache.size);
    expect(cachedIn(cache, 'a', make, 2)).toBe(0);
    expect(cachedIn(cache, 'a', make, 2)).toBe(0);
    expect(cachedIn(cache, 'b', make, 2)).toBe(1);
    expect(make).toHaveBeenCalledTimes(2);
    expect(cachedIn(cache, 'c', make, 2)).toBe(0);
    expect([...cache.keys()]).toEqual(['c']);
  });
});

import { describe, expect, it } from 'vitest';
import { CachedValue } from './cached-value.ts';

describe('CachedValue', () => {
  const setup = () => {
    let stored = 'a';
    let reads = 0;
    let nowMs = 0;
    const errors: unknown[] = [];
    const cache = new CachedValue(
      async () => {
        reads++;
        if (stored === 'fail') throw new Error('database gone');
        return stored;
      },
      'initial',
      30_000,
      () => new Date(nowMs),
      (error) => errors.push(error),
    );
    return { cache, errors, reads: () => reads, store: (v: string) => (stored = v), at: (ms: number) => (nowMs = ms) };
  };

  it('reads once, then again only after the cache time (another instance changed it)', async () => {
    const c = setup();
    await c.cache.refreshIfStale();
    expect(c.cache.current()).toBe('a');
    c.store('b');
    c.at(29_999);
    await c.cache.refreshIfStale();
    expect(c.cache.current()).toBe('a');
    c.at(30_000);
    await c.cache.refreshIfStale();
    expect(c.cache.current()).toBe('b');
    expect(c.reads()).toBe(2);
  });

  it('shares one read between concurrent refreshes and keeps the last value when a read fails', async () => {
    const c = setup();
    await Promise.all([c.cache.refreshIfStale(), c.cache.refreshIfStale(), c.cache.refreshIfStale()]);
    expect(c.reads()).toBe(1);
    c.store('fail');
    c.at(60_000);
    await c.cache.refreshIfStale();
    expect(c.cache.current()).toBe('a');
    expect(c.errors).toHaveLength(1);
  });

  it('takes a value set by this instance at once', async () => {
    const c = setup();
    c.cache.set('mine');
    await c.cache.refreshIfStale();
    expect(c.cache.current()).toBe('mine');
    expect(c.reads()).toBe(0);
  });
});

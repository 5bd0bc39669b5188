import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './database-errors.ts';

/** An error as a driver throws it, wrapped by Drizzle the way a failed query is. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into "customer_file_contents" ...', { cause });

describe('isStorageFull', () => {
  it('knows a full disk in every form the drivers and Node report it', () => {
    // PostgreSQL and PGlite extending a table's file (seen on a full tmpfs in full-disk.test.ts).
    expect(isStorageFull(wrapped(Object.assign(new Error('could not extend file "base/1/16385": No space left on device'), { code: '53100' })))).toBe(true);
    // Node writing a file (a backup, a restore's folder).
    expect(isStorageFull(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 }))).toBe(true);
    // PGlite's own file system (unpacking a backup): no Error, no message, WASI's errno.
    class ErrnoError {
      name = 'ErrnoError';
      constructor(readonly errno: number) {}
    }
    expect(isStorageFull(new ErrnoError(51))).toBe(true);
    expect(isStorageFull(new ErrnoError(44))).toBe(false);
  });

  it('leaves other failures alone', () => {
    expect(isStorageFull(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT' }))).toBe(false);
    expect(isStorageFull('No space left on device')).toBe(false);
    expect(isStorageFull(null)).toBe(false);
  });

  it('is not mistaken for an unavailable database, nor the reverse', () => {
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('could not extend file'), { code: '53100' })))).toBe(false);
    expect(isStorageFull(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(true);
  });
});

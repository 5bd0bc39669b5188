import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../../../test/test-db.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { rateEvents } from '../../db/schema/index.ts';
import { clearEvents, countEvents, pruneEvents, takeEvent } from './rate-events.repo.ts';

const LIMIT = { bucket: 'test', max: 2, windowMs: 60_000 };
const T0 = new Date('2027-01-04T08:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(DB_KINDS)('counted events on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());
  const take = (key: string, when: Date) => handle.db.transaction((tx) => takeEvent(tx, LIMIT, key, when));

  it('takes up to max events per key within the window, then again when older ones fall out', async () => {
    expect([await take('a@example.com', at(0)), await take('A@example.com', at(10)), await take('a@example.com', at(20))]).toEqual([true, true, false]);
    expect(await take('b@example.com', at(20))).toBe(true);
    expect(await take('a@example.com', at(61))).toBe(true);
    expect(await countEvents(handle.db, LIMIT, 'a@example.com', at(61))).toBe(2);
  });

  it('keeps only a hash of the key, forgets a key on request and prunes old events', async () => {
    const stored = await handle.db.select().from(rateEvents);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
    await clearEvents(handle.db, 'test', 'b@example.com');
    expect(await countEvents(handle.db, LIMIT, 'b@example.com', at(30))).toBe(0);
    expect(await pruneEvents(handle.db, at(15))).toBe(2);
    expect(await handle.db.$count(rateEvents)).toBe(1);
  });
});

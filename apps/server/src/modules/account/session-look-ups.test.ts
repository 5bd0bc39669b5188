import { describe, expect, it } from 'vitest';
import { LOOK_UP_BATCH, SessionLookUps, type FoundSession } from './session-look-ups.ts';

const at = (minute: number) => new Date(Date.UTC(2027, 0, 4, 9, minute));
type Row = FoundSession & { userId: number };

/** A table of sessions read the way the statement reads it, recording each read. */
function table(rows: Row[]) {
  const reads: { tokenHashes: string[]; now: Date }[] = [];
  const read = async (tokenHashes: string[], now: Date) => {
    reads.push({ tokenHashes, now });
    await new Promise((resolve) => setTimeout(resolve, 1));
    return rows.filter((row) => tokenHashes.includes(row.session.tokenHash) && row.session.expiresAt > now);
  };
  return { read, reads };
}
const row = (n: number, expiresAt = at(59)): Row => ({ userId: n, session: { tokenHash: `hash-${n}`, expiresAt } });

describe('SessionLookUps', () => {
  it('reads the sessions of requests that arrive together with one statement, each answered with its own', async () => {
    const { read, reads } = table(Array.from({ length: 30 }, (_, n) => row(n)));
    const lookUps = new SessionLookUps(read);
    const found = await Promise.all(Array.from({ length: 30 }, (_, n) => lookUps.find(`hash-${n}`, at(0))));
    expect(found.map((f) => f?.userId)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.tokenHashes).toHaveLength(30);
  });

  it('answers nobody for an unknown token, and the same session to two requests of one browser', async () => {
    const { read, reads } = table([row(1)]);
    const lookUps = new SessionLookUps(read);
    const [a, b, unknown] = await Promise.all([lookUps.find('hash-1', at(0)), lookUps.find('hash-1', at(0)), lookUps.find('hash-9', at(0))]);
    expect([a?.userId, b?.userId, unknown]).toEqual([1, 1, undefined]);
    expect(reads[0]!.tokenHashes).toEqual(['hash-1', 'hash-9']);
  });

  it('checks the expiry at each request’s own moment, not the batch’s', async () => {
    const { read, reads } = table([row(1, at(10))]);
    const lookUps = new SessionLookUps(read);
    const [before, after] = await Promise.all([lookUps.find('hash-1', at(9)), lookUps.find('hash-1', at(10))]);
    expect(before?.userId).toBe(1);
    expect(after).toBeUndefined();
    expect(reads[0]!.now).toEqual(at(9));
  });

  it('reads those who came while a statement ran together afterwards, and at most a batch at once', async () => {
    const { read, reads } = table(Array.from({ length: 250 }, (_, n) => row(n)));
    const lookUps = new SessionLookUps(read);
    const first = lookUps.find('hash-0', at(0));
    await new Promise((resolve) => setImmediate(resolve));
    // The first statement is running now: everyone else waits for the next ones.
    const rest = Array.from({ length: 249 }, (_, n) => lookUps.find(`hash-${n + 1}`, at(0)));
    const found = await Promise.all([first, ...rest]);
    expect(found.every((f, n) => f?.userId === n)).toBe(true);
    expect(reads.map((r) => r.tokenHashes.length)).toEqual([1, LOOK_UP_BATCH, LOOK_UP_BATCH, 249 - 2 * LOOK_UP_BATCH]);
  });

  it('fails the requests of a failed statement only; the next requests are read again', async () => {
    let fail = true;
    const { read } = table([row(1)]);
    const lookUps = new SessionLookUps(async (hashes: string[], now: Date) => {
      if (fail) throw new Error('database gone');
      return read(hashes, now);
    });
    const failed = await Promise.allSettled([lookUps.find('hash-1', at(0)), lookUps.find('hash-2', at(0))]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect((await lookUps.find('hash-1', at(0)))?.userId).toBe(1);
  });
});

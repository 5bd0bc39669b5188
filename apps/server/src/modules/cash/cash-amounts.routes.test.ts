import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { cashCounts, cashTransactions } from '../../db/schema/index.ts';

/** Issue 37: what a hand enters into the till is in 5 Rappen and within CHF 100,000; a refusal names the field and writes nothing. */
describe.each(DB_KINDS)('amounts of the cash book on %s', (kind) => {
  let t: TestApp;
  let accountant: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'error' });
    t.clock.set(new Date('2027-01-04T06:30:00Z'));
    await createUser(t.db, 'acc@example.com', ['accountant']);
    accountant = await loginCookie(t.app, 'acc@example.com');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: asUser(accountant), payload });
  const entry = (amountRappen: number) =>
    post('/api/staff/cash/transactions', { date: '2027-01-04', type: 'withdrawal', subject: 'Wechselgeld', amountRappen, direction: 'debit' });
  const written = async () => ({ entries: (await t.db.select().from(cashTransactions)).length, counts: (await t.db.select().from(cashCounts)).length });

  it('refuses a hand entry not in 5 Rappen or above CHF 100,000 at /amountRappen, and takes one in 5 Rappen', async () => {
    for (const [amountRappen, message] of [
      [13997, 'notCashAmount'],
      [1, 'notCashAmount'],
      [10_000_005, 'amountTooLarge'],
    ] as const) {
      const res = await entry(amountRappen);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: '/amountRappen', message });
    }
    expect(await written()).toEqual({ entries: 0, counts: 0 });
    expect((await entry(13995)).statusCode).toBe(201);
    expect(await written()).toEqual({ entries: 1, counts: 0 });
  });

  it('refuses a count above CHF 100,000 at /denominations', async () => {
    const res = await post('/api/staff/cash/counts', { date: '2027-01-04', denominations: { '1000': 100, '0.05': 1 }, comment: 'Tresor' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: '/denominations', message: 'countTooLarge' }]);
    expect(await written()).toEqual({ entries: 1, counts: 0 });
  });
});

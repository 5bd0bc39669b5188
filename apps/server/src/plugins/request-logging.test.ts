import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie } from '../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../test/test-app.ts';
import { DB_KINDS } from '../../test/test-db.ts';
import { users } from '../db/schema/index.ts';
import { maskEmails } from '../lib/mask-emails.ts';
import { loggedPath, serializeError } from './request-logging.ts';

describe('maskEmails', () => {
  it.each([
    ['mail to anna.meier+praxis@example.com failed', 'mail to [email] failed'],
    ['Key (email)=(olga@example.ch) already exists.', 'Key (email)=([email]) already exists.'],
    ['<a@b.ch>, c@d.ch', '<[email]>, [email]'],
    ['no address @ here, nor @home or user@', 'no address @ here, nor @home or user@'],
  ])('masks %j', (text, masked) => {
    expect(maskEmails(text)).toBe(masked);
  });

  it('takes linear time on hostile input', () => {
    // Four times the input may take about four times as long, not sixteen (a quadratic pattern); the
    // fastest of three runs each, so a busy machine does not decide.
    const fastest = (n: number) => {
      const input = 'a'.repeat(2 * n) + '@'.repeat(2 * n) + '.b'.repeat(n);
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const started = performance.now();
        maskEmails(input);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    expect(fastest(100_000)).toBeLessThan(Math.max(fastest(25_000), 1) * 10);
  });

  it('masks addresses in an error message logged as a string or in an error cause', () => {
    expect(serializeError('550 <olga@example.ch>: recipient rejected')).toBe('550 <[email]>: recipient rejected');
    const error = new Error('send failed', { cause: new Error('no mailbox anna@example.ch') });
    expect(JSON.stringify(serializeError(error))).not.toContain('anna@example.ch');
  });

  it('keeps the path of a URL and drops its query', () => {
    expect(loggedPath('/auto-login?pw=abc&email=a@b.ch')).toBe('/auto-login');
    expect(loggedPath('/api/users/profile?email=a%40b.ch')).toBe('/api/users/profile');
  });
});

describe.each(DB_KINDS)('request logs on %s', (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  const log = () => lines.join('');
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp(kind, { LOG_LEVEL: 'info' }, { logStream: stream });
    await createUser(t.db, 'planner@example.com', ['planner']);
    await createUser(t.db, 'client@example.com', ['customer']);
  });
  afterAll(() => t.close());

  it('logs paths but no login token, password or e-mail address', async () => {
    const planner = await loginCookie(t.app, 'planner@example.com', 'correct-horse');
    await t.app.inject({ method: 'GET', url: '/auto-login?pw=SECRETTOKEN0123456789abcdef&email=someone@example.com' });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/auto-login',
      headers: csrf(),
      payload: { email: 'someone@example.com', token: 'SECRETTOKEN0123456789abcdef' },
    });
    await t.app.inject({ method: 'POST', url: '/api/account/login', headers: csrf(), payload: { email: 'client@example.com', password: 'SECRETPASSWORD' } });
    await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...csrf(), 'content-type': 'application/json' },
      payload: '{"email":"client@example.com","password":"SECRETPASSWORD',
    });
    await t.app.inject({ method: 'GET', url: '/api/users/profile?email=client@example.com', headers: { cookie: planner } });
    await t.app.inject({ method: 'GET', url: '/api/users/profile?email=client%40example.com', headers: { cookie: planner } });

    for (const path of ['"/auto-login"', '"/api/account/auto-login"', '"/api/account/login"', '"/api/users/profile"']) expect(log()).toContain(path);
    for (const secret of ['SECRETTOKEN', 'SECRETPASSWORD', 'correct-horse', '@example.com', '%40example.com']) expect(log()).not.toContain(secret);
  });

  it('logs a failed query without its parameters or the offending value', async () => {
    const duplicate = await t.db
      .insert(users)
      .values({ email: 'client@example.com', firstName: 'SECRETNAME' })
      .catch((err: unknown) => err);
    expect(duplicate).toBeInstanceOf(Error);
    t.app.log.error({ err: duplicate }, 'request failed');
    expect(log()).toContain('Failed query');
    expect(log()).not.toContain('SECRETNAME');
    expect(log()).not.toContain('@example.com');
  });
});

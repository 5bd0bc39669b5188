import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, csrf, type TestApp } from './test-app.ts';
import { DB_KINDS } from './test-db.ts';

/** Four logins, each claiming another client address through X-Forwarded-For. */
async function spoofedLogins(t: TestApp): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { ...csrf(), 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { email: `spoof${i}@example.com`, password: 'whatever-1' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe.each(DB_KINDS)('client address behind proxies on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('in production without TRUST_PROXY, a forged X-Forwarded-For does not escape the per-address limit', async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production' }, { loginRateLimit: 3 });
    expect(await spoofedLogins(t)).toEqual([401, 401, 401, 429]);
  });

  it('with TRUST_PROXY naming the proxy, each forwarded client has its own limit', async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' }, { loginRateLimit: 3 });
    expect(await spoofedLogins(t)).toEqual([401, 401, 401, 401]);
  });

  it('a hop count trusts only that many proxies: the address they saw counts', async () => {
    t = await createTestApp(kind, { NODE_ENV: 'production', TRUST_PROXY: '1' }, { loginRateLimit: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      // The client forges the left part; the one trusted proxy appended the real address 198.51.100.7.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        headers: { ...csrf(), 'x-forwarded-for': `10.9.9.${i}, 198.51.100.7` },
        payload: { email: `hop${i}@example.com`, password: 'whatever-1' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});

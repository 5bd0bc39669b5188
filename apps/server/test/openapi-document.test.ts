import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The OpenAPI document is the routes' public contract: a refactoring of how routes are registered
 * (issue 39: every route from its domain contract) must not change a byte of it. The SHA-256 of the
 * document is kept beside this test; `UPDATE_OPENAPI=1` rewrites it when a change is meant.
 */
const HASH_FILE = new URL('./openapi-document.sha256', import.meta.url);

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('is the one recorded, byte for byte', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const hash = createHash('sha256').update(response.body).digest('hex');
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(HASH_FILE, `${hash}\n`);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(100);
    expect(hash).toBe(readFileSync(HASH_FILE, 'utf8').trim());
  });
});

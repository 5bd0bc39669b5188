import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db.ts';
import { rowsOf } from './client.ts';

describe('the app’s PostgreSQL connections', () => {
  it('compile no query just in time: the queries are short, the compiling was not', async () => {
    const handle = await createTestDatabase('postgres');
    try {
      const [row] = await rowsOf<{ jit: string }>(handle.db, sql`show jit`);
      expect(row?.jit).toBe('off');
    } finally {
      await handle.close();
    }
  });
});

import { expect, it, vi } from 'vitest';

it('waits longer than a second before vi.waitFor gives up (the set-up gives it five)', async () => {
  const start = Date.now();
  await vi.waitFor(() => expect(Date.now() - start).toBeGreaterThan(1_500));
});

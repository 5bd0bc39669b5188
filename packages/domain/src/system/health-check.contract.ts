import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';

/**
 * Liveness: 200 while the database answers (503 otherwise). `ok`: it reads and writes; `degraded`:
 * it answers but cannot write (`STORAGE_FULL`: its disk is full), `detail` says what to do.
 */
export const healthCheckContract = operation({
  method: 'GET',
  path: '/api/health',
  response: {
    200: z.discriminatedUnion('status', [
      z.object({ status: z.literal('ok') }),
      z.object({ status: z.literal('degraded'), reason: z.literal('STORAGE_FULL'), detail: z.string() }),
    ]),
  },
});

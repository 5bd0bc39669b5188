import { z } from 'zod';
import type { OperationContract } from '../validation/operation-contract.ts';

/** Liveness: 200 while the database answers (503 otherwise). */
export const healthCheckContract = { response: { 200: z.object({ status: z.literal('ok') }) } } satisfies OperationContract;

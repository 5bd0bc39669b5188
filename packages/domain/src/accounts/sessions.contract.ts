import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { successSchema, type OperationContract } from '../validation/operation-contract.ts';

/** One live session of the user, as the sessions overview shows it. */
export const accountSessionSchema = z.object({
  id: z.number().int(),
  /** Browser and system read from the User-Agent; null when not recognised. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The client's address at login. */
  address: z.string().nullable(),
  startedAt: z.string(),
  /** The last request (recorded at most every 5 minutes). */
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsContract = { response: { 200: z.object({ sessions: z.array(accountSessionSchema) }) } } satisfies OperationContract;
export const endSessionContract = { params: idParams, response: { 200: successSchema } } satisfies OperationContract;
/** Ends every other session of the user; answers how many ended. */
export const endOtherSessionsContract = { response: { 200: z.object({ ended: z.number().int() }) } } satisfies OperationContract;
/** An admin ends every session of a user (audited); answers how many ended. */
export const endUserSessionsContract = { params: idParams, response: { 200: z.object({ ended: z.number().int() }) } } satisfies OperationContract;

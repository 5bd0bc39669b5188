import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';

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

export const accountSessionsContract = operation({
  method: 'GET',
  path: '/api/account/sessions',
  response: { 200: z.object({ sessions: z.array(accountSessionSchema) }) },
});
export const endSessionContract = operation({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  params: idParams,
  response: { 200: successSchema },
});
/** Ends every other session of the user; answers how many ended. */
export const endOtherSessionsContract = operation({
  method: 'POST',
  path: '/api/account/sessions/end-others',
  response: { 200: z.object({ ended: z.number().int() }) },
});
/** An admin ends every session of a user (audited); answers how many ended. */
export const endUserSessionsContract = operation({
  method: 'DELETE',
  path: '/api/admin/users/:id/sessions',
  params: idParams,
  response: { 200: z.object({ ended: z.number().int() }) },
});

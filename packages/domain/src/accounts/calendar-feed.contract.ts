import { z } from 'zod';
import { type OperationContract } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';

/** Whether the user has a calendar feed, and since when (its address is shown only when made). */
export const calendarFeedStateContract = {
  response: { 200: z.object({ active: z.boolean(), createdAt: z.string().nullable() }) },
} satisfies OperationContract;
/** Makes the feed's address, replacing an earlier one (which stops working). */
export const createCalendarFeedContract = { response: { 200: z.object({ url: z.string() }) } } satisfies OperationContract;
export const deleteCalendarFeedContract = { response: { 200: successSchema } } satisfies OperationContract;
/** The feed itself: `<token>.ics`; anything else is not found. */
export const calendarFeedContract = { params: z.object({ file: z.string().max(100) }) } satisfies OperationContract;

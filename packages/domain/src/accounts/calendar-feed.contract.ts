import { z } from 'zod';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';

/** Whether the user has a calendar feed, and since when (its address is shown only when made). */
export const calendarFeedStateContract = operation({
  method: 'GET',
  path: '/api/account/calendar-feed',
  response: { 200: z.object({ active: z.boolean(), createdAt: z.string().nullable() }) },
});
/** Makes the feed's address, replacing an earlier one (which stops working). */
export const createCalendarFeedContract = operation({ method: 'POST', path: '/api/account/calendar-feed', response: { 200: z.object({ url: z.string() }) } });
export const deleteCalendarFeedContract = operation({ method: 'DELETE', path: '/api/account/calendar-feed', response: { 200: successSchema } });
/** The feed itself: `<token>.ics`; anything else is not found. */
export const calendarFeedContract = operation({ method: 'GET', path: '/api/calendar/:file', params: z.object({ file: z.string().max(100) }) });

import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { successSchema } from '../validation/success-schema.ts';
import { bookingSchema } from './booking.contract.ts';
import { waitlistInputSchema } from './waitlist.ts';

/**
 * A waiting request as its customer sees it. `state`: waiting; booked (through an offer);
 * withdrawn (by the customer or staff); expired (its last day has passed).
 */
export const waitlistRequestSchema = z.object({
  id: z.number().int(),
  therapyId: z.number().int(),
  therapyLabelKey: z.string(),
  arrangementId: z.number().int(),
  durationMinutes: z.number().int(),
  therapistId: z.number().int().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  weekdays: z.array(z.number().int()),
  fromTime: z.string(),
  toTime: z.string(),
  state: z.enum(['waiting', 'booked', 'withdrawn', 'expired']),
  createdAt: z.string(),
  /** Mails sent so far, each offering a freed slot. */
  offersSent: z.number().int(),
});
export type WaitlistRequestDto = z.infer<typeof waitlistRequestSchema>;

/** A request as staff see it: with whom it is for. */
export const staffWaitlistRequestSchema = waitlistRequestSchema.extend({
  customerId: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  /** Its place in the queue among the waiting requests (1 first). */
  position: z.number().int().nullable(),
});
export type StaffWaitlistRequestDto = z.infer<typeof staffWaitlistRequestSchema>;

/**
 * A freed slot offered by mail. `state`: open (still free: booking it takes it); taken (someone
 * else booked it, the request keeps waiting); booked (by this offer); closed (the request was
 * withdrawn or booked otherwise, or the slot's time has passed).
 */
export const waitlistOfferSchema = z.object({
  therapyId: z.number().int(),
  therapyLabelKey: z.string(),
  arrangementId: z.number().int(),
  durationMinutes: z.number().int(),
  start: z.string(),
  end: z.string(),
  therapistId: z.number().int().nullable(),
  state: z.enum(['open', 'taken', 'booked', 'closed']),
  bookingId: z.number().int().nullable(),
});
export type WaitlistOfferDto = z.infer<typeof waitlistOfferSchema>;

const tokenParams = z.object({ token: z.string().min(1).max(100) });

export const createWaitlistContract = operation({ method: 'POST', path: '/api/waitlist', body: waitlistInputSchema, response: { 201: waitlistRequestSchema } });
export const ownWaitlistContract = operation({
  method: 'GET',
  path: '/api/waitlist/own',
  response: { 200: z.object({ requests: z.array(waitlistRequestSchema) }) },
});
export const deleteWaitlistContract = operation({ method: 'DELETE', path: '/api/waitlist/:id', params: idParams, response: { 200: successSchema } });
export const staffWaitlistContract = operation({
  method: 'GET',
  path: '/api/staff/waitlist',
  querystring: z.object({ all: z.enum(['0', '1']).default('0') }),
  response: { 200: z.object({ requests: z.array(staffWaitlistRequestSchema) }) },
});
export const waitlistOfferContract = operation({
  method: 'GET',
  path: '/api/waitlist/offers/:token',
  params: tokenParams,
  response: { 200: waitlistOfferSchema },
});
/** Books the offered slot if still free (409 SLOT_TAKEN otherwise; the request keeps waiting). */
export const bookWaitlistOfferContract = operation({
  method: 'POST',
  path: '/api/waitlist/offers/:token/book',
  params: tokenParams,
  response: { 201: bookingSchema },
});
/** "No more offers": withdraws the request the offer belongs to. */
export const withdrawWaitlistOfferContract = operation({
  method: 'POST',
  path: '/api/waitlist/offers/:token/withdraw',
  params: tokenParams,
  response: { 200: successSchema },
});

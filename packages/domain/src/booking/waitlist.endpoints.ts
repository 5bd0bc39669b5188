// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './waitlist.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const bookWaitlistOfferEndpoint: Endpoint<typeof C.bookWaitlistOfferContract> = { method: 'POST', path: '/api/waitlist/offers/:token/book' };
export const createWaitlistEndpoint: Endpoint<typeof C.createWaitlistContract> = { method: 'POST', path: '/api/waitlist' };
export const deleteWaitlistEndpoint: Endpoint<typeof C.deleteWaitlistContract> = { method: 'DELETE', path: '/api/waitlist/:id' };
export const ownWaitlistEndpoint: Endpoint<typeof C.ownWaitlistContract> = { method: 'GET', path: '/api/waitlist/own' };
export const staffWaitlistEndpoint: Endpoint<typeof C.staffWaitlistContract> = { method: 'GET', path: '/api/staff/waitlist' };
export const waitlistOfferEndpoint: Endpoint<typeof C.waitlistOfferContract> = { method: 'GET', path: '/api/waitlist/offers/:token' };
export const withdrawWaitlistOfferEndpoint: Endpoint<typeof C.withdrawWaitlistOfferContract> = { method: 'POST', path: '/api/waitlist/offers/:token/withdraw' };

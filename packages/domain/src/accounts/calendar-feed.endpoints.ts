// Generated from the contracts by `npm run generate:endpoints` (scripts/generate-endpoints.ts); do not edit.
import type * as C from './calendar-feed.contract.ts';
import type { Endpoint } from '../validation/endpoint.ts';

export const calendarFeedEndpoint: Endpoint<typeof C.calendarFeedContract> = { method: 'GET', path: '/api/calendar/:file' };
export const calendarFeedStateEndpoint: Endpoint<typeof C.calendarFeedStateContract> = { method: 'GET', path: '/api/account/calendar-feed' };
export const createCalendarFeedEndpoint: Endpoint<typeof C.createCalendarFeedContract> = { method: 'POST', path: '/api/account/calendar-feed' };
export const deleteCalendarFeedEndpoint: Endpoint<typeof C.deleteCalendarFeedContract> = { method: 'DELETE', path: '/api/account/calendar-feed' };

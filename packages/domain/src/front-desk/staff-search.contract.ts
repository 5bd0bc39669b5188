import { operation } from '../validation/operation-contract.ts';
import { staffSearchQuerySchema, staffSearchResultSchema } from './staff-search.ts';

/** The staff's global search: customers, bookings, invoices, receipts and vouchers, as far as the roles may list them. */
export const staffSearchContract = operation({
  method: 'GET',
  path: '/api/staff/search',
  querystring: staffSearchQuerySchema,
  response: { 200: staffSearchResultSchema },
});

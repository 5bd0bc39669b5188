import {
  cancelTextContract,
  customerBookingSummaryContract,
  customerListContract,
  mailStateContract,
  staffBookingContract,
  staffBookingsContract,
  staffCancelContract,
  therapistCommentContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { cancelText } from './cancel-text.ts';
import {
  cancelAtFrontDesk,
  customerBookingSummary,
  customerList,
  mailDeliveryState,
  saveTherapistComment,
  staffBooking,
  staffBookings,
} from './front-desk.service.ts';

/** The front desk (planners and above): booking list, comments, cancellation with its mail, client list and profile summary. */
export function frontDeskRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['front desk'];
    app.get(
      '/api/staff/bookings',
      { config: { permission: 'frontdesk:read' }, schema: { tags, summary: 'Bookings and absences of a period, filtered', ...staffBookingsContract } },
      async (request) => staffBookings(ctx, request.query),
    );
    app.get(
      '/api/staff/bookings/:id',
      { config: { permission: 'frontdesk:read' }, schema: { tags, summary: 'One booking as the booking list shows it', ...staffBookingContract } },
      async (request) => staffBooking(ctx, request.params.id),
    );
    app.put(
      '/api/staff/bookings/:id/comment',
      { config: { permission: 'booking:cancel:any' }, schema: { tags, summary: "The staff's comment on a booking", ...therapistCommentContract } },
      async (request) => saveTherapistComment(ctx, request.params.id, request.body.therapistComment),
    );
    app.get(
      '/api/staff/bookings/:id/cancel-text',
      {
        config: { permission: 'frontdesk:read' },
        schema: { tags, summary: 'The cancellation mail text for the chosen type, reason, cost option and language', ...cancelTextContract },
      },
      async (request) => cancelText(ctx, request.params.id, request.query),
    );
    app.post(
      '/api/staff/bookings/:id/cancel',
      {
        config: { permission: 'booking:cancel:any' },
        schema: { tags, summary: 'Cancel a booking for the practice or the customer, with an optional mail', ...staffCancelContract },
      },
      async (request) => cancelAtFrontDesk(ctx, request.params.id, request.body),
    );
    app.get(
      '/api/staff/mails/:id',
      { config: { permission: 'mails:read' }, schema: { tags, summary: 'Whether a mail was sent', ...mailStateContract } },
      async (request) => mailDeliveryState(ctx, request.params.id),
    );
    app.get(
      '/api/staff/customers',
      { config: { permission: 'frontdesk:read' }, schema: { tags, summary: 'One page of the client list', ...customerListContract } },
      async (request) => customerList(ctx, request.query),
    );
    app.get(
      '/api/staff/customers/:id/summary',
      {
        config: { permission: 'frontdesk:read' },
        schema: { tags, summary: "A customer's bookings by group, billed total and address", ...customerBookingSummaryContract },
      },
      async (request) => customerBookingSummary(ctx, request.params.id),
    );
  };
}

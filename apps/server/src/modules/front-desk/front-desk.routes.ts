import {
  cancelTextContract,
  createCustomerContract,
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
import { routeOf } from '../../core/operation-route.ts';
import { cancelText } from './cancel-text.ts';
import {
  cancelAtFrontDesk,
  createCustomer,
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
    app.route({
      ...routeOf(staffBookingsContract, { tags, summary: 'Bookings and absences of a period, filtered' }),
      config: { permission: 'frontdesk:read' },
      handler: async (request) => staffBookings(ctx, request.query),
    });
    app.route({
      ...routeOf(staffBookingContract, { tags, summary: 'One booking as the booking list shows it' }),
      config: { permission: 'frontdesk:read' },
      handler: async (request) => staffBooking(ctx, request.params.id),
    });
    app.route({
      ...routeOf(therapistCommentContract, { tags, summary: "The staff's comment on a booking" }),
      config: { permission: 'booking:cancel:any' },
      handler: async (request) => saveTherapistComment(ctx, request.params.id, request.body.therapistComment),
    });
    app.route({
      ...routeOf(cancelTextContract, { tags, summary: 'The cancellation mail text for the chosen type, reason, cost option and language' }),
      config: { permission: 'frontdesk:read' },
      handler: async (request) => cancelText(ctx, request.params.id, request.query),
    });
    app.route({
      ...routeOf(staffCancelContract, { tags, summary: 'Cancel a booking for the practice or the customer, with an optional mail' }),
      config: { permission: 'booking:cancel:any' },
      handler: async (request) => cancelAtFrontDesk(ctx, request.params.id, request.body),
    });
    app.route({
      ...routeOf(createCustomerContract, { tags, summary: 'Enter a caller as a customer (a known e-mail address answers that customer unchanged)' }),
      config: { permission: 'booking:create:any' },
      handler: async (request, reply) => reply.status(201).send(await createCustomer(ctx, request.actor!.userId, request.body)),
    });
    app.route({
      ...routeOf(mailStateContract, { tags, summary: 'Whether a mail was sent' }),
      config: { permission: 'mails:read' },
      handler: async (request) => mailDeliveryState(ctx, request.params.id),
    });
    app.route({
      ...routeOf(customerListContract, { tags, summary: 'One page of the client list' }),
      config: { permission: 'frontdesk:read' },
      handler: async (request) => customerList(ctx, request.query),
    });
    app.route({
      ...routeOf(customerBookingSummaryContract, { tags, summary: "A customer's bookings by group, billed total and address" }),
      config: { permission: 'frontdesk:read' },
      handler: async (request) => customerBookingSummary(ctx, request.params.id),
    });
  };
}

import { createPaymentContract, paymentDateContract, paymentListContract, removePaymentContract, todoListContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { recordPayment, redatePayment, removePayment } from '../money/index.ts';
import { listPayments, todoList } from './payments.service.ts';

/** Payments per booking (planners, accountants and above) and the to-do list of missing payment records (planners and above). */
export function paymentRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    app.route({
      ...routeOf(paymentListContract, { tags, summary: "A booking's payments, their sum, the price and the default amount" }),
      config: { permission: 'payment:read' },
      handler: async (request) => listPayments(ctx, request.query),
    });
    app.route({
      ...routeOf(createPaymentContract, { tags, summary: 'Record a payment (audited)' }),
      config: { permission: 'payment:write' },
      handler: async (request, reply) => reply.status(201).send(await recordPayment(ctx, request.actor!, request.body)),
    });
    app.route({
      ...routeOf(removePaymentContract, { tags, summary: 'Remove a payment (audited)' }),
      config: { permission: 'payment:write' },
      handler: async (request, reply) => {
        await removePayment(ctx, request.actor!, request.params.id);
        return reply.status(204).send(null);
      },
    });
    app.route({
      ...routeOf(paymentDateContract, { tags, summary: 'Correct the day a payment counts on (audited)' }),
      config: { permission: 'payment:write' },
      handler: async (request) => redatePayment(ctx, request.actor!, request.params.id, request.body.date),
    });
    app.route({
      ...routeOf(todoListContract, { tags, summary: 'Bookings whose payment is not recorded, rated by age' }),
      config: { permission: 'todo:read' },
      handler: async () => todoList(ctx),
    });
  };
}

import { createPaymentContract, paymentDateContract, paymentListContract, removePaymentContract, todoListContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { createPayment, listPayments, redatePayment, removePayment, todoList } from './payments.service.ts';

/** Payments per booking (planners, accountants and above) and the to-do list of missing payment records (planners and above). */
export function paymentRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];
    app.get(
      '/api/staff/payments',
      {
        config: { permission: 'payment:read' },
        schema: { tags, summary: "A booking's payments, their sum, the price and the default amount", ...paymentListContract },
      },
      async (request) => listPayments(ctx, request.query),
    );
    app.post(
      '/api/staff/payments',
      { config: { permission: 'payment:write' }, schema: { tags, summary: 'Record a payment (audited)', ...createPaymentContract } },
      async (request, reply) => reply.status(201).send(await createPayment(ctx, request.actor!, request.body)),
    );
    app.delete(
      '/api/staff/payments/:id',
      { config: { permission: 'payment:write' }, schema: { tags, summary: 'Remove a payment (audited)', ...removePaymentContract } },
      async (request, reply) => {
        await removePayment(ctx, request.actor!, request.params.id);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/api/staff/payments/:id/date',
      { config: { permission: 'payment:write' }, schema: { tags, summary: 'Correct the day a payment counts on (audited)', ...paymentDateContract } },
      async (request) => redatePayment(ctx, request.actor!, request.params.id, request.body.date),
    );
    app.get(
      '/api/staff/todos',
      { config: { permission: 'todo:read' }, schema: { tags, summary: 'Bookings whose payment is not recorded, rated by age', ...todoListContract } },
      async () => todoList(ctx),
    );
  };
}

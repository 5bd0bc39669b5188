import {
  customerHealthFormContract,
  customerHealthFormPdfContract,
  healthFormVersionsContract,
  ownHealthFormContract,
  ownHealthFormPdfContract,
  signHealthFormContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../core/operation-route.ts';
import * as health from './health-forms.service.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The health form: the customer's own, and therapists' read access with audit. */
export function healthFormRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(ownHealthFormContract, { tags: ['health'], summary: 'Own newest signed health form' }),
      config: { permission: 'health:read:own' },
      handler: async (request) => ({
        form: await health.readHealthForm(ctx, request.actor!, request.actor!.userId),
      }),
    });

    app.route({
      ...routeOf(signHealthFormContract, { tags: ['health'], summary: 'Sign a new version of the own health form' }),
      config: { permission: 'health:write:own' },
      handler: async (request, reply) => reply.status(201).send({ form: await health.signOwnHealthForm(ctx, request.actor!, request.body) }),
    });

    app.route({
      ...routeOf(healthFormVersionsContract, { tags: ['health'], summary: 'Own signed versions' }),
      config: { permission: 'health:read:own' },
      handler: async (request) => ({
        versions: await health.listVersions(ctx, request.actor!, request.actor!.userId),
      }),
    });

    app.route({
      ...routeOf(ownHealthFormPdfContract, { tags: ['health'], summary: 'Own health form as PDF' }),
      config: { permission: 'health:read:own' },
      handler: async (request, reply) =>
        sendPdf(reply, await health.healthFormPdf(ctx, request.actor!, request.actor!.userId, request.query.lang ?? request.actor!.user.language)),
    });

    app.route({
      ...routeOf(customerHealthFormContract, { tags: ['health'], summary: "Therapists: a customer's newest health form" }),
      config: { permission: 'health:read:any' },
      handler: async (request) => ({ form: await health.readHealthForm(ctx, request.actor!, request.params.id) }),
    });

    app.route({
      ...routeOf(customerHealthFormPdfContract, { tags: ['health'], summary: "Therapists: a customer's health form as PDF" }),
      config: { permission: 'health:read:any' },
      handler: async (request, reply) =>
        sendPdf(reply, await health.healthFormPdf(ctx, request.actor!, request.params.id, request.query.lang ?? request.actor!.user.language)),
    });
  };
}

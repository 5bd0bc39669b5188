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
import * as health from './health-forms.service.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The health form: the customer's own, and therapists' read access with audit. */
export function healthFormRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/health-form',
      { config: { permission: 'health:read:own' }, schema: { tags: ['health'], summary: 'Own newest signed health form', ...ownHealthFormContract } },
      async (request) => ({
        form: await health.readHealthForm(ctx, request.actor!, request.actor!.userId),
      }),
    );

    app.post(
      '/api/health-form',
      {
        config: { permission: 'health:write:own' },
        schema: {
          tags: ['health'],
          summary: 'Sign a new version of the own health form',
          ...signHealthFormContract,
        },
      },
      async (request, reply) => reply.status(201).send({ form: await health.signOwnHealthForm(ctx, request.actor!, request.body) }),
    );

    app.get(
      '/api/health-form/versions',
      { config: { permission: 'health:read:own' }, schema: { tags: ['health'], summary: 'Own signed versions', ...healthFormVersionsContract } },
      async (request) => ({
        versions: await health.listVersions(ctx, request.actor!, request.actor!.userId),
      }),
    );

    app.get(
      '/api/health-form/pdf',
      { config: { permission: 'health:read:own' }, schema: { tags: ['health'], summary: 'Own health form as PDF', ...ownHealthFormPdfContract } },
      async (request, reply) =>
        sendPdf(reply, await health.healthFormPdf(ctx, request.actor!, request.actor!.userId, request.query.lang ?? request.actor!.user.language)),
    );

    app.get(
      '/api/users/:id/health-form',
      {
        config: { permission: 'health:read:any' },
        schema: { tags: ['health'], summary: "Therapists: a customer's newest health form", ...customerHealthFormContract },
      },
      async (request) => ({ form: await health.readHealthForm(ctx, request.actor!, request.params.id) }),
    );

    app.get(
      '/api/users/:id/health-form/pdf',
      {
        config: { permission: 'health:read:any' },
        schema: { tags: ['health'], summary: "Therapists: a customer's health form as PDF", ...customerHealthFormPdfContract },
      },
      async (request, reply) =>
        sendPdf(reply, await health.healthFormPdf(ctx, request.actor!, request.params.id, request.query.lang ?? request.actor!.user.language)),
    );
  };
}

import { auditLogContract, customerExportContract, eraseCustomerContract, exportRequestContract, ownExportContract } from '@praxis/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { auditCsv } from './audit-csv.ts';
import * as privacy from './privacy.service.ts';

const tags = ['privacy'];

/** Sends a download, never cached. */
const sendFile = (reply: FastifyReply, contentType: string, fileName: string, body: Buffer | string) =>
  reply.header('Content-Type', contentType).header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store').send(body);

/** The audit viewer, the data export and the erasure of a customer (revDSG), and a customer's own export by link. */
export function privacyRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      ...routeOf(auditLogContract, {
        tags,
        summary: 'The audit log by customer, staff member and days (JSON, or CSV with Accept: text/csv); reading it is audited',
      }),
      config: { permission: 'audit:read' },
      handler: async (request, reply) => {
        const csv = /\btext\/csv\b/i.test(request.headers.accept ?? '');
        const entries = await privacy.readAuditLog(ctx, request.actor!, request.query, csv ? 'csv' : 'json');
        if (!csv) return { entries };
        return sendFile(reply, 'text/csv; charset=utf-8', `audit-${ctx.now().toISOString().slice(0, 10)}.csv`, auditCsv(entries));
      },
    });

    app.route({
      ...routeOf(customerExportContract, { tags, summary: 'Everything the practice holds about a customer as one ZIP (audited)' }),
      config: { permission: 'privacy:manage' },
      handler: async (request, reply) => {
        const { zip, fileName } = await privacy.exportCustomer(ctx, request.actor!, request.params.id);
        return sendFile(reply, 'application/zip', fileName, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    });

    app.route({
      ...routeOf(eraseCustomerContract, { tags, summary: "Erase a customer's personal and health data, keeping the accounting records (audited)" }),
      config: { permission: 'privacy:manage' },
      handler: async (request) => privacy.eraseCustomer(ctx, request.actor!, request.params.id, request.body.reason),
    });

    app.route({
      ...routeOf(exportRequestContract, { tags, summary: 'Mail me a one-time link to a copy of my data (24 hours)' }),
      config: { permission: 'privacy:export:own' },
      handler: async (request) => {
        await privacy.requestExport(ctx, request.actor!);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(ownExportContract, { tags, summary: 'The copy of my data behind a one-time link (the token is the proof)' }),
      config: { permission: 'public' },
      handler: async (request, reply) => {
        const { zip, fileName } = await privacy.exportByLink(ctx, request.body.token);
        return sendFile(reply, 'application/zip', fileName, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    });
  };
}

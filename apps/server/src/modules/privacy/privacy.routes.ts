import { auditLogContract, customerExportContract, eraseCustomerContract, exportRequestContract, ownExportContract } from '@praxis/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
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

    app.get(
      '/api/admin/audit',
      {
        config: { permission: 'audit:read' },
        schema: {
          tags,
          summary: 'The audit log by customer, staff member and days (JSON, or CSV with Accept: text/csv); reading it is audited',
          ...auditLogContract,
        },
      },
      async (request, reply) => {
        const csv = /\btext\/csv\b/i.test(request.headers.accept ?? '');
        const entries = await privacy.readAuditLog(ctx, request.actor!, request.query, csv ? 'csv' : 'json');
        if (!csv) return { entries };
        return sendFile(reply, 'text/csv; charset=utf-8', `audit-${ctx.now().toISOString().slice(0, 10)}.csv`, auditCsv(entries));
      },
    );

    app.get(
      '/api/admin/customers/:id/export',
      {
        config: { permission: 'privacy:manage' },
        schema: { tags, summary: 'Everything the practice holds about a customer as one ZIP (audited)', ...customerExportContract },
      },
      async (request, reply) => {
        const { zip, fileName } = await privacy.exportCustomer(ctx, request.actor!, request.params.id);
        return sendFile(reply, 'application/zip', fileName, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );

    app.post(
      '/api/admin/customers/:id/erase',
      {
        config: { permission: 'privacy:manage' },
        schema: { tags, summary: "Erase a customer's personal and health data, keeping the accounting records (audited)", ...eraseCustomerContract },
      },
      async (request) => privacy.eraseCustomer(ctx, request.actor!, request.params.id, request.body.reason),
    );

    app.post(
      '/api/profile/export-request',
      {
        config: { permission: 'privacy:export:own' },
        schema: { tags, summary: 'Mail me a one-time link to a copy of my data (24 hours)', ...exportRequestContract },
      },
      async (request) => {
        await privacy.requestExport(ctx, request.actor!);
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/profile/export',
      {
        config: { permission: 'public' },
        schema: { tags, summary: 'The copy of my data behind a one-time link (the token is the proof)', ...ownExportContract },
      },
      async (request, reply) => {
        const { zip, fileName } = await privacy.exportByLink(ctx, request.body.token);
        return sendFile(reply, 'application/zip', fileName, Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
      },
    );
  };
}

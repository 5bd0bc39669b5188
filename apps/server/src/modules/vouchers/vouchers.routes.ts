import {
  createVoucherContract,
  ownVouchersContract,
  redeemableVouchersContract,
  sendVoucherContract,
  voucherActionContract,
  voucherDetailContract,
  voucherListContract,
  voucherPdfContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import {
  archiveVoucher,
  markVoucherSent,
  ownCertificatePdf,
  ownVouchers,
  redeemable,
  requestVoucher,
  restoreVoucher,
  sendCertificate,
  staffCertificatePdf,
  voucherDetail,
  voucherList,
} from './vouchers.service.ts';

/** Gift vouchers: the request (any logged-in user), one's own, and voucher management (planners, accountants). */
export function voucherRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['vouchers'];
    app.post(
      '/api/vouchers',
      {
        config: { permission: 'voucher:request' },
        schema: { tags, summary: 'Request a gift voucher (therapists may name the buyer)', ...createVoucherContract },
      },
      async (request, reply) => reply.status(201).send(await requestVoucher(ctx, request.actor!, request.body)),
    );
    app.get(
      '/api/vouchers/own',
      { config: { permission: 'voucher:request' }, schema: { tags, summary: "One's own vouchers", ...ownVouchersContract } },
      async (request) => ownVouchers(ctx, request.actor!.userId),
    );
    app.get(
      '/api/vouchers/:id/pdf',
      { config: { permission: 'voucher:request' }, schema: { tags, summary: "One's own paid voucher's certificate", ...voucherPdfContract } },
      async (request, reply) => sendPdf(reply, await ownCertificatePdf(ctx, request.actor!.userId, request.params.id)),
    );
    app.get(
      '/api/staff/vouchers',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'Vouchers, newest first, by state and search', ...voucherListContract } },
      async (request) => voucherList(ctx, request.query),
    );
    app.get(
      '/api/staff/vouchers/redeemable',
      { config: { permission: 'payment:read' }, schema: { tags, summary: 'Paid vouchers with a balance, for a redemption', ...redeemableVouchersContract } },
      async (request) => redeemable(ctx, request.query.search),
    );
    app.get(
      '/api/staff/vouchers/:id',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'A voucher with its payments, redemptions and invoice', ...voucherDetailContract } },
      async (request) => voucherDetail(ctx, request.params.id),
    );
    app.get(
      '/api/staff/vouchers/:id/pdf',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: "A voucher's certificate as PDF", ...voucherPdfContract } },
      async (request, reply) => sendPdf(reply, await staffCertificatePdf(ctx, request.params.id)),
    );
    app.post(
      '/api/staff/vouchers/:id/send',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'E-mail (again) the certificate of a paid voucher', ...sendVoucherContract } },
      async (request) => sendCertificate(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/staff/vouchers/:id/mark-sent',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'Mark the certificate as sent by post', ...voucherActionContract } },
      async (request) => markVoucherSent(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/staff/vouchers/:id/archive',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'Archive a voucher', ...voucherActionContract } },
      async (request) => archiveVoucher(ctx, request.actor!, request.params.id),
    );
    app.post(
      '/api/staff/vouchers/:id/restore',
      { config: { permission: 'voucher:manage' }, schema: { tags, summary: 'Restore an archived voucher', ...voucherActionContract } },
      async (request) => restoreVoucher(ctx, request.actor!, request.params.id),
    );
  };
}

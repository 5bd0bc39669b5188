import {
  archiveVoucherContract,
  createVoucherContract,
  markVoucherSentContract,
  ownVoucherPdfContract,
  ownVouchersContract,
  redeemableVouchersContract,
  restoreVoucherContract,
  sendVoucherContract,
  voucherDetailContract,
  voucherListContract,
  voucherPdfContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
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
    app.route({
      ...routeOf(createVoucherContract, { tags, summary: 'Request a gift voucher (therapists may name the buyer)' }),
      config: { permission: 'voucher:request' },
      handler: async (request, reply) => reply.status(201).send(await requestVoucher(ctx, request.actor!, request.body)),
    });
    app.route({
      ...routeOf(ownVouchersContract, { tags, summary: "One's own vouchers" }),
      config: { permission: 'voucher:request' },
      handler: async (request) => ownVouchers(ctx, request.actor!.userId),
    });
    app.route({
      ...routeOf(ownVoucherPdfContract, { tags, summary: "One's own paid voucher's certificate" }),
      config: { permission: 'voucher:request' },
      handler: async (request, reply) => sendPdf(reply, await ownCertificatePdf(ctx, request.actor!.userId, request.params.id)),
    });
    app.route({
      ...routeOf(voucherListContract, { tags, summary: 'Vouchers, newest first, by state and search' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => voucherList(ctx, request.query),
    });
    app.route({
      ...routeOf(redeemableVouchersContract, { tags, summary: 'Paid vouchers with a balance, for a redemption' }),
      config: { permission: 'payment:read' },
      handler: async (request) => redeemable(ctx, request.query.search),
    });
    app.route({
      ...routeOf(voucherDetailContract, { tags, summary: 'A voucher with its payments, redemptions and invoice' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => voucherDetail(ctx, request.params.id),
    });
    app.route({
      ...routeOf(voucherPdfContract, { tags, summary: "A voucher's certificate as PDF" }),
      config: { permission: 'voucher:manage' },
      handler: async (request, reply) => sendPdf(reply, await staffCertificatePdf(ctx, request.params.id)),
    });
    app.route({
      ...routeOf(sendVoucherContract, { tags, summary: 'E-mail (again) the certificate of a paid voucher' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => sendCertificate(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(markVoucherSentContract, { tags, summary: 'Mark the certificate as sent by post' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => markVoucherSent(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(archiveVoucherContract, { tags, summary: 'Archive a voucher' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => archiveVoucher(ctx, request.actor!, request.params.id),
    });
    app.route({
      ...routeOf(restoreVoucherContract, { tags, summary: 'Restore an archived voucher' }),
      config: { permission: 'voucher:manage' },
      handler: async (request) => restoreVoucher(ctx, request.actor!, request.params.id),
    });
  };
}

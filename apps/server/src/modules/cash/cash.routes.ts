import {
  cashExportCsvContract,
  cashExportPdfContract,
  cashExportTxtContract,
  cashMonthContract,
  closeCashMonthContract,
  createCashCountContract,
  createCashTransactionContract,
  reopenCashMonthContract,
  reverseCashTransactionContract,
} from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';
import { sendPdf } from '../../lib/send-pdf.ts';
import { serverText } from '../../lib/server-texts.ts';
import { bananaExport, cashCsv, renderCashPdf } from './cash-export.ts';
import { cashExportData, cashMonth, closeCashMonth, createCashCount, createCashTransaction, reopenCashMonth, reverseCashTransaction } from './cash.service.ts';

/** The cash book (planners, accountants and above): months, entries, counts, close and reopen, PDF and CSV. */
export function cashRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['cash'];
    app.route({
      ...routeOf(cashMonthContract, { tags, summary: 'A month of the cash book' }),
      config: { permission: 'cash:read' },
      handler: async (request) => cashMonth(ctx, request.params.month),
    });
    app.route({
      ...routeOf(createCashTransactionContract, { tags, summary: 'A hand entry (expense, deposit, withdrawal, various)' }),
      config: { permission: 'cash:write' },
      handler: async (request, reply) => reply.status(201).send(await createCashTransaction(ctx, request.actor!, request.body)),
    });
    app.route({
      ...routeOf(reverseCashTransactionContract, { tags, summary: 'Reverse a hand entry by an opposite one, dated today' }),
      config: { permission: 'cash:write' },
      handler: async (request, reply) => reply.status(201).send(await reverseCashTransaction(ctx, request.actor!, request.params.id, request.body.subject)),
    });
    app.route({
      ...routeOf(createCashCountContract, { tags, summary: 'Count the till by denomination' }),
      config: { permission: 'cash:write' },
      handler: async (request, reply) => reply.status(201).send(await createCashCount(ctx, request.actor!, request.body)),
    });
    app.route({
      ...routeOf(closeCashMonthContract, { tags, summary: 'Close a month (needs a count on its last day)' }),
      config: { permission: 'cash:close' },
      handler: async (request) => closeCashMonth(ctx, request.actor!, request.params.month),
    });
    app.route({
      ...routeOf(reopenCashMonthContract, { tags, summary: 'Reopen a closed month, with a reason' }),
      config: { permission: 'cash:reopen' },
      handler: async (request) => reopenCashMonth(ctx, request.actor!, request.params.month, request.body.reason),
    });
    app.route({
      ...routeOf(cashExportPdfContract, { tags, summary: 'The cash book of a range as PDF' }),
      config: { permission: 'cash:read' },
      handler: async (request, reply) => {
        const { from, to, language } = request.query;
        const data = await cashExportData(ctx, from, to, language);
        const pdf = await renderCashPdf({ language, practice: await ctx.settings(), from, to, ...data });
        return sendPdf(reply, { pdf, fileName: `${serverText('cash', language, 'pdf.fileName')}-${from}-${to}.pdf` });
      },
    });
    app.route({
      ...routeOf(cashExportCsvContract, { tags, summary: 'The cash book of a range as CSV for the accountant' }),
      config: { permission: 'cash:read' },
      handler: async (request, reply) => {
        const { from, to, language } = request.query;
        const { book } = await cashExportData(ctx, from, to, language);
        const csv = cashCsv(book, (await ctx.settings()).cashAccounts, language);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${serverText('cash', language, 'pdf.fileName')}-${from}-${to}.csv"`)
          .send(csv);
      },
    });
    app.route({
      ...routeOf(cashExportTxtContract, {
        tags,
        summary: 'The bookkeeping of a range (cash book, card, TWINT and voucher payments, invoices) as a text file Banana Accounting imports',
      }),
      config: { permission: 'cash:read' },
      handler: async (request, reply) => {
        const { from, to, language } = request.query;
        return reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="${serverText('cash', language, 'banana.fileName')}-${from}-${to}.txt"`)
          .header('cache-control', 'no-store')
          .send(await bananaExport(ctx, from, to, language));
      },
    });
  };
}

import {
  cashExportContract,
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
import { sendPdf } from '../../lib/send-pdf.ts';
import { serverText } from '../../lib/server-texts.ts';
import { bananaExport, cashCsv, renderCashPdf } from './cash-export.ts';
import { cashExportData, cashMonth, closeCashMonth, createCashCount, createCashTransaction, reopenCashMonth, reverseCashTransaction } from './cash.service.ts';

/** The cash book (planners, accountants and above): months, entries, counts, close and reopen, PDF and CSV. */
export function cashRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    const tags = ['cash'];
    app.get(
      '/api/staff/cash/months/:month',
      { config: { permission: 'cash:read' }, schema: { tags, summary: 'A month of the cash book', ...cashMonthContract } },
      async (request) => cashMonth(ctx, request.params.month),
    );
    app.post(
      '/api/staff/cash/transactions',
      {
        config: { permission: 'cash:write' },
        schema: { tags, summary: 'A hand entry (expense, deposit, withdrawal, various)', ...createCashTransactionContract },
      },
      async (request, reply) => reply.status(201).send(await createCashTransaction(ctx, request.actor!, request.body)),
    );
    app.post(
      '/api/staff/cash/transactions/:id/reverse',
      {
        config: { permission: 'cash:write' },
        schema: { tags, summary: 'Reverse a hand entry by an opposite one, dated today', ...reverseCashTransactionContract },
      },
      async (request, reply) => reply.status(201).send(await reverseCashTransaction(ctx, request.actor!, request.params.id, request.body.subject)),
    );
    app.post(
      '/api/staff/cash/counts',
      { config: { permission: 'cash:write' }, schema: { tags, summary: 'Count the till by denomination', ...createCashCountContract } },
      async (request, reply) => reply.status(201).send(await createCashCount(ctx, request.actor!, request.body)),
    );
    app.post(
      '/api/staff/cash/months/:month/close',
      { config: { permission: 'cash:close' }, schema: { tags, summary: 'Close a month (needs a count on its last day)', ...closeCashMonthContract } },
      async (request) => closeCashMonth(ctx, request.actor!, request.params.month),
    );
    app.post(
      '/api/staff/cash/months/:month/reopen',
      { config: { permission: 'cash:reopen' }, schema: { tags, summary: 'Reopen a closed month, with a reason', ...reopenCashMonthContract } },
      async (request) => reopenCashMonth(ctx, request.actor!, request.params.month, request.body.reason),
    );
    app.get(
      '/api/staff/cash/export.pdf',
      { config: { permission: 'cash:read' }, schema: { tags, summary: 'The cash book of a range as PDF', ...cashExportContract } },
      async (request, reply) => {
        const { from, to, language } = request.query;
        const data = await cashExportData(ctx, from, to, language);
        const pdf = await renderCashPdf({ language, practice: await ctx.settings(), from, to, ...data });
        return sendPdf(reply, { pdf, fileName: `${serverText('cash', language, 'pdf.fileName')}-${from}-${to}.pdf` });
      },
    );
    app.get(
      '/api/staff/cash/export.csv',
      { config: { permission: 'cash:read' }, schema: { tags, summary: 'The cash book of a range as CSV for the accountant', ...cashExportContract } },
      async (request, reply) => {
        const { from, to, language } = request.query;
        const { book } = await cashExportData(ctx, from, to, language);
        const csv = cashCsv(book, (await ctx.settings()).cashAccounts, language);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${serverText('cash', language, 'pdf.fileName')}-${from}-${to}.csv"`)
          .send(csv);
      },
    );
    app.get(
      '/api/staff/cash/export.txt',
      {
        config: { permission: 'cash:read' },
        schema: {
          tags,
          summary: 'The bookkeeping of a range (cash book, card, TWINT and voucher payments, invoices) as a text file Banana Accounting imports',
          ...cashExportContract,
        },
      },
      async (request, reply) => {
        const { from, to, language } = request.query;
        return reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="${serverText('cash', language, 'banana.fileName')}-${from}-${to}.txt"`)
          .header('cache-control', 'no-store')
          .send(await bananaExport(ctx, from, to, language));
      },
    );
  };
}

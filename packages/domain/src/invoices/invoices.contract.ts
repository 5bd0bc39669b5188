import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { INVOICE_STATES } from './invoice-rules.ts';

export const invoiceRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  targetType: z.string(),
  targetId: z.number().int(),
  customer: z.object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }),
  amountRappen: z.number().int(),
  state: z.enum(INVOICE_STATES),
  issuedOn: z.string(),
  dueOn: z.string(),
  reminderLevel: z.number().int(),
  paidOn: z.string().nullable(),
});
export type InvoiceRowDto = z.infer<typeof invoiceRowSchema>;

export const invoiceListContract = {
  querystring: z.object({ state: z.enum(INVOICE_STATES).optional() }),
  response: { 200: z.object({ invoices: z.array(invoiceRowSchema) }) },
} satisfies OperationContract;

/** Answers a PDF file, not JSON. */
export const invoicePdfContract = { params: idParams } satisfies OperationContract;
/** The booking's current invoice as PDF; 404 when it has none. */
export const bookingInvoicePdfContract = { params: idParams } satisfies OperationContract;

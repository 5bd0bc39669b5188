import { z } from 'zod';
import { INVOICE_ADDRESS_FIELDS } from '../front-desk/front-desk.ts';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { newPaymentSchema, paymentDateSchema, paymentListQuerySchema, paymentSchema, todoSchema } from './payments.ts';

export const paymentListContract = operation({
  method: 'GET',
  path: '/api/staff/payments',
  querystring: paymentListQuerySchema,
  response: {
    200: z.object({
      payments: z.array(paymentSchema),
      paidRappen: z.number().int(),
      /** What the target costs: a booking's price, or a charged cancellation's charge. */
      priceRappen: z.number().int(),
      defaultAmountRappen: z.number().int(),
      /** The types the editor offers for this target. */
      typeIds: z.array(z.number().int()),
      /** Who pays (a booking's customer): never their own acquired customer. */
      payerId: z.number().int(),
      payerEmail: z.string(),
      /**
       * What the payer's invoice address lacks, or holds too long for a QR-bill: an invoice would be
       * refused (`INVOICE_ADDRESS_INCOMPLETE`, `INVOICE_ADDRESS_INVALID`), so the editor says so first.
       */
      invoiceAddress: z.object({ missing: z.array(z.enum(INVOICE_ADDRESS_FIELDS)), tooLong: z.array(z.string()) }),
    }),
  },
});

export const createPaymentContract = operation({
  method: 'POST',
  path: '/api/staff/payments',
  body: newPaymentSchema,
  response: { 201: paymentSchema },
});

export const removePaymentContract = operation({
  method: 'DELETE',
  path: '/api/staff/payments/:id',
  params: idParams,
  response: { 204: z.null() },
});

export const paymentDateContract = operation({
  method: 'PUT',
  path: '/api/staff/payments/:id/date',
  params: idParams,
  body: paymentDateSchema,
  response: { 200: paymentSchema },
});

export const todoListContract = operation({
  method: 'GET',
  path: '/api/staff/todos',
  response: { 200: z.object({ todos: z.array(todoSchema) }) },
});

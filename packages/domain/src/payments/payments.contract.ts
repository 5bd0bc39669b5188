import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { newPaymentSchema, paymentDateSchema, paymentListQuerySchema, paymentSchema, todoSchema } from './payments.ts';

export const paymentListContract = {
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
    }),
  },
} satisfies OperationContract;

export const createPaymentContract = {
  body: newPaymentSchema,
  response: { 201: paymentSchema },
} satisfies OperationContract;

export const removePaymentContract = {
  params: idParams,
  response: { 204: z.null() },
} satisfies OperationContract;

export const paymentDateContract = {
  params: idParams,
  body: paymentDateSchema,
  response: { 200: paymentSchema },
} satisfies OperationContract;

export const todoListContract = {
  response: { 200: z.object({ todos: z.array(todoSchema) }) },
} satisfies OperationContract;

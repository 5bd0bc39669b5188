import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { idParams } from '../validation/input-schemas.ts';
import type { OperationContract } from '../validation/operation-contract.ts';
import { healthFormInputSchema, healthFormSchema } from './health-form.ts';

/** One signed version in the list of versions. */
export const healthFormVersionSchema = z.object({ version: z.number().int(), signedAt: z.string() });
export type HealthFormVersionDto = z.infer<typeof healthFormVersionSchema>;

const formAnswer = { 200: z.object({ form: healthFormSchema.nullable() }) };
/** The PDF's language; the reader's own when not given. */
const pdfQuery = z.object({ lang: languageSchema.optional() });

export const ownHealthFormContract = { response: formAnswer } satisfies OperationContract;
export const signHealthFormContract = { body: healthFormInputSchema, response: { 201: z.object({ form: healthFormSchema }) } } satisfies OperationContract;
export const healthFormVersionsContract = { response: { 200: z.object({ versions: z.array(healthFormVersionSchema) }) } } satisfies OperationContract;
/** Answers a PDF file, not JSON. */
export const ownHealthFormPdfContract = { querystring: pdfQuery } satisfies OperationContract;
export const customerHealthFormContract = { params: idParams, response: formAnswer } satisfies OperationContract;
/** Answers a PDF file, not JSON. */
export const customerHealthFormPdfContract = { params: idParams, querystring: pdfQuery } satisfies OperationContract;

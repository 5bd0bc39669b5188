import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { healthFormInputSchema, healthFormSchema } from './health-form.ts';

/** One signed version in the list of versions. */
export const healthFormVersionSchema = z.object({ version: z.number().int(), signedAt: z.string() });

const formAnswer = { 200: z.object({ form: healthFormSchema.nullable() }) };
/** The PDF's language; the reader's own when not given. */
const pdfQuery = z.object({ lang: languageSchema.optional() });

export const ownHealthFormContract = operation({ method: 'GET', path: '/api/health-form', response: formAnswer });
export const signHealthFormContract = operation({
  method: 'POST',
  path: '/api/health-form',
  body: healthFormInputSchema,
  response: { 201: z.object({ form: healthFormSchema }) },
});
export const healthFormVersionsContract = operation({
  method: 'GET',
  path: '/api/health-form/versions',
  response: { 200: z.object({ versions: z.array(healthFormVersionSchema) }) },
});
/** Answers a PDF file, not JSON. */
export const ownHealthFormPdfContract = operation({ method: 'GET', path: '/api/health-form/pdf', querystring: pdfQuery });
export const customerHealthFormContract = operation({ method: 'GET', path: '/api/users/:id/health-form', params: idParams, response: formAnswer });
/** Answers a PDF file, not JSON. */
export const customerHealthFormPdfContract = operation({ method: 'GET', path: '/api/users/:id/health-form/pdf', params: idParams, querystring: pdfQuery });

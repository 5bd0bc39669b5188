import { z } from 'zod';
import { idParams } from '../validation/input-schemas.ts';
import { operation } from '../validation/operation-contract.ts';
import { arrangementUpdateSchema, therapyUpdateSchema } from './catalogue-input.ts';
import { publicArrangementSchema, publicTherapySchema } from './public-catalogue.ts';

export const therapiesContract = operation({ method: 'GET', path: '/api/therapies', response: { 200: z.object({ therapies: z.array(publicTherapySchema) }) } });
export const arrangementsContract = operation({
  method: 'GET',
  path: '/api/arrangements',
  response: { 200: z.object({ arrangements: z.array(publicArrangementSchema) }) },
});

/** A therapy as the catalogue editor shows it (inactive ones too). */
export const staffTherapySchema = publicTherapySchema.extend({ tariff590Code: z.string().nullable(), active: z.boolean() });
export type StaffTherapyDto = z.infer<typeof staffTherapySchema>;

/** A duration's price and length from `validFrom` on. */
export const priceHistoryEntrySchema = z.object({
  arrangementId: z.number().int(),
  priceRappen: z.number().int(),
  durationMinutes: z.number().int(),
  slotMinutes: z.number().int(),
  validFrom: z.string(),
});

/** Everything the catalogue editor shows; every change answers with it. */
export const staffCatalogueSchema = z.object({
  therapies: z.array(staffTherapySchema),
  arrangements: z.array(publicArrangementSchema),
  priceHistory: z.array(priceHistoryEntrySchema),
});
export type StaffCatalogueDto = z.infer<typeof staffCatalogueSchema>;

export const staffCatalogueContract = operation({ method: 'GET', path: '/api/catalogue', response: { 200: staffCatalogueSchema } });
export const updateTherapyContract = operation({
  method: 'PUT',
  path: '/api/catalogue/therapies/:id',
  params: idParams,
  body: therapyUpdateSchema,
  response: { 200: staffCatalogueSchema },
});
export const updateArrangementContract = operation({
  method: 'PUT',
  path: '/api/catalogue/arrangements/:id',
  params: idParams,
  body: arrangementUpdateSchema,
  response: { 200: staffCatalogueSchema },
});

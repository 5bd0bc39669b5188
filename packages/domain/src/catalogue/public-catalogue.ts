import { z } from 'zod';
import { languageSchema } from '../i18n/localized-text.ts';
import { therapyTextsSchema } from './catalogue-input.ts';

/** A therapy as the public API lists it. */
export const publicTherapySchema = z.object({
  id: z.number().int(),
  labelKey: z.string(),
  image: z.string(),
  sortOrder: z.number().int(),
  arrangementIds: z.array(z.number().int()),
  /** Staff's wording per language; the site's translations fill what is empty. */
  texts: therapyTextsSchema,
});
export type PublicTherapy = z.infer<typeof publicTherapySchema>;

/** A duration offer as the public API lists it; price in Rappen. */
export const publicArrangementSchema = z.object({
  id: z.number().int(),
  durationMinutes: z.number().int(),
  slotMinutes: z.number().int(),
  priceRappen: z.number().int(),
  image: z.string(),
});
export type PublicArrangement = z.infer<typeof publicArrangementSchema>;

/** A therapist's biography in one language. */
export const therapistBioSchema = z.object({
  title: z.string(),
  summary: z.string(),
  paragraphs: z.array(z.string()),
  focus: z.array(z.string()),
  qualifications: z.array(z.string()),
});

/** A published therapist profile; the biography is given per language. */
export const publicTherapistSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  languages: z.array(z.string()),
  zsr: z.string().nullable(),
  emr: z.string().nullable(),
  bio: z.partialRecord(languageSchema, therapistBioSchema),
  /** The scaled photo, or null. */
  photoUrl: z.string().nullable(),
  /** The therapies they offer, each in its durations (arrangement ids): whom /book lets the customer choose. */
  offers: z.array(z.object({ therapyId: z.number().int(), arrangementIds: z.array(z.number().int()) })),
});
export type PublicTherapist = z.infer<typeof publicTherapistSchema>;

import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { boundedText, freeText, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';

/** Staff's own wording of a therapy in one language; empty fields fall back to the site's texts. */
export const therapyTextSchema = z.object({
  name: boundedText(LIMITS.therapyName).default(''),
  short: freeText(LIMITS.therapySummary).default(''),
  long: freeText(LIMITS.longText).default(''),
});
export type TherapyText = z.infer<typeof therapyTextSchema>;

export const therapyTextsSchema = z.partialRecord(z.enum(LANGUAGES), therapyTextSchema);
export type TherapyTexts = Partial<Record<Language, TherapyText>>;

/** Changing a therapy in the catalogue editor. */
export const therapyUpdateSchema = z.object({
  texts: therapyTextsSchema,
  image: z
    .string()
    .max(LIMITS.fileName, { message: 'invalid', abort: true })
    .regex(/^[a-z0-9-]+\.svg$/, { message: 'invalid' }),
  // NOTE: a duration named twice would be linked twice: the repetition is dropped.
  arrangementIds: z
    .array(idSchema)
    .min(1, { message: 'durationRequired' })
    .max(LIMITS.idList)
    .transform((ids) => [...new Set(ids)]),
  tariff590Code: z
    .string()
    .trim()
    .max(LIMITS.tariffCode, { message: 'invalidTariffCode', abort: true })
    .regex(/^\d{3,5}$/, { message: 'invalidTariffCode' })
    .nullable(),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(LIMITS.sortOrder),
});
export type TherapyUpdate = z.infer<typeof therapyUpdateSchema>;

/** Changing a duration offer; the price is whole Rappen (CHF 140.00 = 14000). */
export const arrangementUpdateSchema = z
  .object({
    durationMinutes: z.number().int().min(LIMITS.durationMinutesMin).max(LIMITS.durationMinutes),
    slotMinutes: z.number().int().min(LIMITS.slotMinutesMin).max(LIMITS.slotMinutes).multipleOf(30, { message: 'slotOnGrid' }),
    priceRappen: z.number().int().min(0).max(LIMITS.priceRappen),
  })
  .refine((v) => v.durationMinutes <= v.slotMinutes, { message: 'durationLongerThanSlot', path: ['durationMinutes'] });
export type ArrangementUpdate = z.infer<typeof arrangementUpdateSchema>;

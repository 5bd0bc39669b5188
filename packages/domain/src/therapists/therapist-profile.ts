import { z } from 'zod';
import { publicTherapistSchema } from '../catalogue/public-catalogue.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { emrSchema, zsrSchema } from '../settings/practice-settings.ts';
import { boundedText, freeText, idSchema } from '../validation/input-schemas.ts';
import { LIMITS } from '../validation/limits.ts';

const listItem = boundedText(LIMITS.shortText).min(1, { message: 'required' });

/** A biography in one language as staff write it: a title, a summary, paragraphs and two lists. */
export const bioInputSchema = z.object({
  title: boundedText(LIMITS.shortText),
  summary: freeText(LIMITS.bioSummary),
  paragraphs: z.array(freeText(LIMITS.bioParagraph).min(1, { message: 'required' })).max(LIMITS.bioParagraphs, { message: 'tooMany' }),
  focus: z.array(listItem).max(LIMITS.bioListItems, { message: 'tooMany' }),
  qualifications: z.array(listItem).max(LIMITS.bioListItems, { message: 'tooMany' }),
});
export type BioInput = z.infer<typeof bioInputSchema>;

const germanBio = bioInputSchema.extend({
  title: boundedText(LIMITS.shortText).min(1, { message: 'required' }),
  summary: freeText(LIMITS.bioSummary).min(1, { message: 'required' }),
});

/** German is required; another language left out falls back to German on the site. */
export const bioByLanguageSchema = z.object({
  de: germanBio,
  ...Object.fromEntries(LANGUAGES.filter((l) => l !== 'de').map((l) => [l, bioInputSchema.optional()])),
}) as unknown as z.ZodObject<{ de: typeof germanBio } & Record<Exclude<(typeof LANGUAGES)[number], 'de'>, z.ZodOptional<typeof bioInputSchema>>>;

/** Languages a therapist speaks: ISO 639-1 codes, each once ('invalidLanguage', 'duplicate'). */
export const spokenLanguagesSchema = z
  .array(z.string().regex(/^[a-z]{2}$/, 'invalidLanguage'))
  .max(LIMITS.spokenLanguages, { message: 'tooMany' })
  .refine((codes) => new Set(codes).size === codes.length, { message: 'duplicate' });

/** A therapy a therapist offers, in the durations (arrangements) they offer it ('durationNeeded'). */
export const therapistOfferSchema = z.object({
  therapyId: idSchema,
  arrangementIds: z
    .array(idSchema)
    .min(1, { message: 'durationNeeded' })
    .max(LIMITS.idList)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
});
export type TherapistOffer = z.infer<typeof therapistOfferSchema>;

const offersSchema = z
  .array(therapistOfferSchema)
  .max(LIMITS.sortOrder)
  .refine((offers) => new Set(offers.map((o) => o.therapyId)).size === offers.length, { message: 'duplicate' });

/**
 * A profile as saved. Only `bio` is the therapist's own to change; the rest (registry numbers,
 * languages, publication, offers) is for staff managers: a therapist's own save leaves them out.
 */
export const therapistProfileUpdateSchema = z.object({
  bio: bioByLanguageSchema,
  languages: spokenLanguagesSchema.optional(),
  zsr: zsrSchema.nullable().optional(),
  emr: emrSchema.nullable().optional(),
  published: z.boolean().optional(),
  offers: offersSchema.optional(),
});
export type TherapistProfileUpdate = z.infer<typeof therapistProfileUpdateSchema>;

/** A therapist's whole profile as the editor shows it. */
export const therapistProfileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** Empty until someone wrote a biography. */
  bio: publicTherapistSchema.shape.bio,
  languages: z.array(z.string()),
  zsr: z.string().nullable(),
  emr: z.string().nullable(),
  published: z.boolean(),
  offers: z.array(z.object({ therapyId: z.number().int(), arrangementIds: z.array(z.number().int()) })),
  /** The scaled photo (a versioned URL, cached by browsers), or null. */
  photoUrl: z.string().nullable(),
  /** May the caller change registry numbers, languages, publication and offers? */
  mayManage: z.boolean(),
});
export type TherapistProfileDto = z.infer<typeof therapistProfileSchema>;

/** What a save leaves for staff to act on: future bookings whose therapy or duration is no longer offered (they stay). */
export const profileWarningsSchema = z.object({ futureBookingsWithoutOffer: z.number().int() });

/** The URL of a therapist's scaled photo; the version changes with each upload so caches may keep it for a year. */
export function therapistPhotoUrl(therapistId: number, version: Date | null): string | null {
  return version ? `/api/therapists/${therapistId}/photo?v=${version.getTime().toString(36)}` : null;
}

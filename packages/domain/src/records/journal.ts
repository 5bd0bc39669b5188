import { z } from 'zod';
import { LIMITS } from '../validation/limits.ts';
import { isStorableText } from '../validation/text-rules.ts';

/** The four texts of a booking's journal (specification section 3 "Journal"). */
export const JOURNAL_FIELDS = ['history', 'treatment', 'notes', 'diagnosis'] as const;

// Kept as typed (not trimmed: indentation may mean something), but without NUL or other control characters.
const journalText = z.string().max(LIMITS.journalText, { message: 'tooLong', abort: true }).refine(isStorableText, { message: 'invalidCharacters' });

/** What a therapist writes: each text may be empty. */
export const journalTextsSchema = z.object({
  history: journalText,
  treatment: journalText,
  notes: journalText,
  diagnosis: journalText,
});
export type JournalTexts = z.infer<typeof journalTextsSchema>;

/** A save: the texts and the version they were written on (0 for a journal not saved yet). */
export const journalSaveSchema = journalTextsSchema.extend({ version: z.number().int().min(0).max(1_000_000) });
export type JournalSave = z.infer<typeof journalSaveSchema>;

/** A booking's journal as saved last; version 0 and empty texts when nothing was saved yet. */
export const journalSchema = journalTextsSchema.extend({
  bookingId: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type Journal = z.infer<typeof journalSchema>;

/** One saved version in the list of versions (newest first), with its texts: older versions are read, never edited. */
export const journalVersionSchema = journalTextsSchema.extend({
  version: z.number().int(),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type JournalVersion = z.infer<typeof journalVersionSchema>;

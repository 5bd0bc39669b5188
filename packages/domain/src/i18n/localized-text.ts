import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

// NOTE: zod schemas live apart from languages.ts so the web bundle can use the language list
// without pulling in zod.
export const languageSchema = z.enum(LANGUAGES);

/** A text given in every UI language (settings and data that staff edit). */
export const localizedTextSchema = z.object({
  de: z.string(),
  en: z.string(),
  fr: z.string(),
  it: z.string(),
  ru: z.string(),
  es: z.string(),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

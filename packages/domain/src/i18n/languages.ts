/** The UI languages, German first: it is the default and the fallback. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'ru', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** Each language by its own name, as the language picker lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  es: 'Español',
};

/** True when `value` is one of the supported language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first supported language among `candidates` (BCP 47 tags such as `fr-CH`, in order of
 * preference), or German when none is supported.
 */
export function matchLanguage(candidates: readonly string[]): Language {
  for (const tag of candidates) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The text in `language`, else in German. */
export function pickLocalized(text: Record<Language, string>, language: Language): string {
  return text[language] || text[DEFAULT_LANGUAGE];
}

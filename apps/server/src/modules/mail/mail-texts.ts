import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@praxis/domain';
import de from '../../locales/de/mail.json' with { type: 'json' };
import en from '../../locales/en/mail.json' with { type: 'json' };
import es from '../../locales/es/mail.json' with { type: 'json' };
import fr from '../../locales/fr/mail.json' with { type: 'json' };
import it from '../../locales/it/mail.json' with { type: 'json' };
import ru from '../../locales/ru/mail.json' with { type: 'json' };

const TEXTS: Record<Language, unknown> = { de, en, fr, it, ru, es };

/**
 * The mail text at `key` in `language` (German when the language is unknown or lacks the key),
 * with `{{name}}` placeholders filled in. Values are inserted as given: callers escape for HTML.
 */
export function mailText(language: string, key: string, values: Record<string, string | number> = {}): string {
  const lookup = (lang: Language) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[lang]);
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const template = lookup(lang) ?? lookup(DEFAULT_LANGUAGE);
  if (typeof template !== 'string') throw new Error(`missing mail text ${key}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

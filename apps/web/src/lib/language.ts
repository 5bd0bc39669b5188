import { isLanguage, matchLanguage, type Language } from '@praxis/domain';

const STORAGE_KEY = 'lang';

/** Stores the chosen language so it survives reloads and links without `?lang`. */
export function rememberLanguage(language: Language): void {
  // The cookie tells the server which language to pre-render the next page in.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORAGE_KEY}=${language}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage may be disabled (private mode): the ?lang parameter still carries the choice.
  }
}

/** `?lang=xx` first, then the remembered choice, then the browser's languages, else German. */
export function detectLanguage(search: string, browserLanguages: readonly string[]): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) {
    rememberLanguage(fromQuery);
    return fromQuery;
  }
  let stored: string | null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (isLanguage(stored)) {
    if (!document.cookie.includes(`${STORAGE_KEY}=${stored}`)) rememberLanguage(stored);
    return stored;
  }
  return matchLanguage(browserLanguages);
}

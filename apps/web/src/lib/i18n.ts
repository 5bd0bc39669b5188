import { DEFAULT_LANGUAGE, LANGUAGES } from '@praxis/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './language.ts';

declare const __LOCALES_URL__: string;

type Texts = Record<string, unknown>;

/** The development server compiles the translation files as modules (they change while one works). */
function moduleLoader(): (language: string, namespace: string) => Promise<Texts> {
  const loaders = import.meta.glob<{ default: Texts }>('../locales/*/*.json');
  const sharedLoaders = import.meta.glob<{ default: Texts }>('../../../../packages/domain/src/locales/*/*.json');
  return async (language, namespace) => {
    const load = loaders[`../locales/${language}/${namespace}.json`] ?? sharedLoaders[`../../../../packages/domain/src/locales/${language}/${namespace}.json`];
    if (!load) throw new Error(`no translations for ${language}/${namespace}`);
    return (await load()).default;
  };
}

/** The build serves each language and namespace as a JSON file of its own: a page loads only the texts it shows. */
async function fetchTexts(language: string, namespace: string): Promise<Texts> {
  const response = await fetch(`${__LOCALES_URL__}/${language}/${namespace}.json`);
  if (!response.ok) throw new Error(`no translations for ${language}/${namespace}`);
  return (await response.json()) as Texts;
}

const loadTexts = import.meta.env.DEV ? moduleLoader() : fetchTexts;

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (err: Error) => callback(err, false),
    );
  },
};

/** Starts i18next in the detected language; German is the fallback. */
export function initI18n(
  language = detectLanguage(window.location.search, navigator.languages ?? [navigator.language]),
  /** Translations that came with a pre-rendered page; the other namespaces still load on demand. */
  preloaded?: Record<string, Record<string, unknown>>,
) {
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      // The pre-rendered page's namespaces count as used: a change of language loads them too
      // before it takes effect, so the page never waits (suspends) for them above its boundary.
      ns: ['common', ...Object.keys(preloaded ?? {}).filter((namespace) => namespace !== 'common')],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      ...(preloaded ? { resources: { [language]: preloaded }, partialBundledLanguages: true } : {}),
    });
}

export { i18n };

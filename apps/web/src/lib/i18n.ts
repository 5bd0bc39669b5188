import { DEFAULT_LANGUAGE, LANGUAGES } from '@praxis/domain';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage } from './language.ts';

// Each language and namespace is its own chunk: a page loads only the texts it shows.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');
// Texts shared with the server (the health form is also printed as PDF there).
const sharedLoaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/domain/src/locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`] ?? sharedLoaders[`../../../../packages/domain/src/locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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
      showSupportNotice: false,
      ...(preloaded ? { resources: { [language]: preloaded }, partialBundledLanguages: true } : {}),
    });
}

export { i18n };

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { closeLoginDialog, setLoginTab } from '../features/account/login-dialog-store.ts';
import { bookingFlowStore, DEFAULT_FLOW } from '../features/booking-flow/flow-store.ts';
import { rereadConsentCookie } from '../features/consent/consent-store.ts';
import { rememberBootData } from '../lib/boot-data.ts';
import common from '../locales/de/common.json';

// Mantine reads these browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Mantine 9's autosizing Textarea listens to document.fonts (a FontFaceSet) for web fonts that finish loading.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
window.scrollTo = () => {};

// This file runs before each test file, in a worker whose modules they share: react-i18next is
// registered once, not once more per file, and each file starts from i18next's defaults and these,
// not with what another file's init set (the server renderer's: every language, German as fallback).
if (!i18n.modules.external.includes(initReactI18next)) i18n.use(initReactI18next);
i18n.options = {};
void i18n.init({
  lng: 'de',
  resources: { de: { common } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// findBy and waitFor give up after one second by default; on a CI machine running the server tests
// beside these, a logout's round trip took longer (second-factor.test.tsx failed so). A correct screen
// still answers at once; only a missing one waits the longer time.
configure({ asyncUtilTimeout: 5_000 });
// vi.waitFor too, which has no setting of its own; wrapped once, as `vi` is the worker's one object.
type WaitFor = typeof vi.waitFor & { unwrapped?: typeof vi.waitFor };
const waitFor = (vi.waitFor as WaitFor).unwrapped ?? vi.waitFor.bind(vi);
vi.waitFor = Object.assign(
  ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5_000, ...options })) as typeof vi.waitFor,
  { unwrapped: waitFor },
);

// The test files of a worker share its modules and its window (`isolate: false` in vitest.config.ts),
// and this file runs again before each of them: what a test changed is put back after it, once its
// screen is gone (a store reset while the screen is still there would be written back by it).
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  closeLoginDialog();
  setLoginTab('login');
  bookingFlowStore.set(DEFAULT_FLOW);
  rememberBootData(null);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  rereadConsentCookie();
  if (i18n.language !== 'de') await i18n.changeLanguage('de');
});

// React's server renderers leave the context values of their last render in place (they switch
// contexts when their next render starts, not when one ends), and the browser renderer reads the
// same context objects: after a page rendered on the server in a router, a client render in a later
// file would find itself inside that router ("You cannot render a <Router> inside another <Router>").
// A render of nothing through each of them switches back to no provider at all.
afterAll(async () => {
  renderToString(null);
  await prerender(null);
});

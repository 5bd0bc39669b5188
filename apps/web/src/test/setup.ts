import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, vi } from 'vitest';
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
window.scrollTo = () => {};

void i18n.use(initReactI18next).init({
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
// vi.waitFor too, which has no setting of its own.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5_000, ...options })) as typeof vi.waitFor;

afterEach(() => cleanup());

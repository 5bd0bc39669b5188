import './lib/zod-config.ts';
import '@mantine/core/styles.css';
import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { createRouter } from './app/router.tsx';
import { readBootData, rememberBootData } from './lib/boot-data.ts';
import { initI18n } from './lib/i18n.ts';
import { beginTakeOver, nextTask } from './lib/hydrate-later.tsx';
import { detectLanguage } from './lib/language.ts';

const container = document.getElementById('root')!;
const boot = readBootData();
const language = detectLanguage(window.location.search, navigator.languages ?? [navigator.language]);
// The server pre-rendered the page: take it over once its code and texts are here, so the
// first render matches the HTML and nothing on the screen moves.
const takeOver = boot !== null && boot.language === language && container.firstElementChild !== null;
rememberBootData(takeOver ? boot : null);

// NOTE: a function, not top-level await: an awaiting entry module made the bundler split the
// entry into many more chunks (6 KB more before the first interaction).
async function start() {
  const i18nReady = initI18n(language, takeOver ? boot.resources : undefined);
  if (takeOver) await nextTask();
  const router = createRouter();
  const app = (
    <StrictMode>
      <AppProvider seed={takeOver ? boot.queries : undefined} seededAt={takeOver ? boot.fetchedAt : undefined}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  if (takeOver) {
    const routerReady = new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    // Hydrated as a transition, React yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; the parts marked <HydrateLater> (Suspense
    // boundaries) follow after the rest.
    void Promise.all([i18nReady, routerReady])
      .then(nextTask)
      .then(() =>
        startTransition(() => {
          beginTakeOver();
          hydrateRoot(container, app, {
            // A mismatch is repaired by rendering afresh; it is worth a warning, not an error page.
            onRecoverableError: (error) => console.warn('hydration:', error instanceof Error ? error.message : error),
          });
        }),
      );
  } else {
    // A page pre-rendered in another language than this browser's choice is drawn afresh, once
    // its texts are here.
    void i18nReady.then(() => {
      container.replaceChildren();
      createRoot(container).render(app);
    });
  }
}

void start();

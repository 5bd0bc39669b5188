import {
  arrangementsEndpoint,
  availabilityEndpoint,
  LANGUAGES,
  publicSettingsEndpoint,
  sessionEndpoint,
  therapiesEndpoint,
  therapistsEndpoint,
  urlOf,
  type Language,
} from '@praxis/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { publicPageModule } from './app/public-pages.ts';
import { routes } from './app/router.tsx';
import { SESSION_KEY } from './features/account/api/session-queries.ts';
import { ServerCookieContext } from './features/consent/consent-store.ts';
import { availabilityUrl } from './lib/availability-queries.ts';
import { serializeBootData } from './lib/boot-data.ts';
import { i18n } from './lib/i18n.ts';
import { queryKeyOf } from './lib/query-keys.ts';

/**
 * The data the public pages render with, fetched by the server the same way the browser would,
 * under the keys the browser's queries use (`queryKeyOf` of the same endpoint) and in the shape their
 * `queryFn` keeps.
 */
const PRELOADED: ReadonlyArray<{ key: QueryKey; url: string; pick: (body: Record<string, unknown>) => unknown }> = [
  { key: queryKeyOf(publicSettingsEndpoint), url: urlOf(publicSettingsEndpoint, {}), pick: (body) => body },
  { key: queryKeyOf(therapiesEndpoint), url: urlOf(therapiesEndpoint, {}), pick: (body) => body.therapies },
  { key: queryKeyOf(arrangementsEndpoint), url: urlOf(arrangementsEndpoint, {}), pick: (body) => body.arrangements },
  { key: queryKeyOf(therapistsEndpoint), url: urlOf(therapistsEndpoint, {}), pick: (body) => body.therapists },
  { key: SESSION_KEY, url: urlOf(sessionEndpoint, {}), pick: (body) => body.user ?? null },
];

const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '../../../packages/domain/src/locales/*/*.json']);

async function allResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, load] of Object.entries(localeLoaders)) {
    const [, language, namespace] = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    (resources[language] ??= {})[namespace] = (await load()).default;
  }
  return resources;
}

let ready: Promise<unknown> | null = null;

function initServerI18n() {
  ready ??= allResources().then((resources) =>
    i18n.use(initReactI18next).init({
      resources,
      lng: 'de',
      fallbackLng: 'de',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: true },
    }),
  );
  return ready;
}

/** react-i18next's record of the namespaces the components asked for (made by their first use). */
const usedNamespaces = (instance: typeof i18n) =>
  (instance as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces?.usedNamespaces;

export { PUBLIC_PAGES, publicPageModule } from './app/public-pages.ts';

export type RenderInput = {
  url: string;
  language: Language;
  cookie: string;
  /** Answers a GET of the API as the visitor would get it (their cookies included), or null on failure. */
  fetchJson: (url: string) => Promise<{ status: number; body: unknown }>;
};

/** The page's HTML and its boot data as script-safe JSON. */
export type RenderResult = { html: string; bootJson: string } | null;

/** Renders a public page to HTML with the data and translations it used; null when it cannot. */
export async function render(input: RenderInput): Promise<RenderResult> {
  const { pathname } = new URL(input.url, 'http://localhost');
  if (publicPageModule(pathname) === null) return null;
  await initServerI18n();
  const fetchedAt = Date.now();
  const answers = await Promise.all(PRELOADED.map((entry) => input.fetchJson(entry.url)));
  const queries: Array<[QueryKey, unknown]> = [];
  PRELOADED.forEach((entry, index) => {
    const answer = answers[index]!;
    if (answer.status === 200 && answer.body && typeof answer.body === 'object') queries.push([entry.key, entry.pick(answer.body as Record<string, unknown>)]);
    else if (entry.key === SESSION_KEY && answer.status === 401) queries.push([entry.key, null]);
  });

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  // Pages render side by side, each awaiting its parts: each gets its own i18next (sharing the
  // loaded texts), so no page is rendered in the language, or with the cookies, of another visitor.
  const pageI18n = i18n.cloneInstance({ lng: input.language, initAsync: false });
  // Waits for every suspending part (a lazy component, a namespace's texts), so the page goes out
  // complete and the browser hydrates exactly what it got. Every boundary stays in place: a large
  // one would otherwise be sent apart with an inline script to move it, which the content security
  // policy (script-src 'self') forbids.
  let client: QueryClient | null = null;
  const renderPage = async () => {
    const { prelude } = await prerender(
      <I18nextProvider i18n={pageI18n}>
        <ServerCookieContext value={input.cookie}>
          <AppProvider seed={queries} seededAt={fetchedAt} onClient={(made) => (client = made)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </ServerCookieContext>
      </I18nextProvider>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  let html = await renderPage();
  // The booking calendar asks for the weeks it shows: fetched as the visitor would, and rendered
  // again with them, the slots are on the page before any script runs (nothing moves when they come).
  const cache = (client as QueryClient | null)?.getQueryCache();
  const weeks = cache?.findAll({ queryKey: queryKeyOf(availabilityEndpoint), predicate: (query) => query.state.data === undefined }) ?? [];
  if (weeks.length > 0) {
    const answers = await Promise.all(weeks.map((week) => input.fetchJson(availabilityUrl(week.queryKey))));
    weeks.forEach((week, index) => {
      const answer = answers[index]!;
      if (answer.status === 200 && answer.body && typeof answer.body === 'object') queries.push([week.queryKey, (answer.body as { days: unknown }).days]);
    });
    html = await renderPage();
  }
  // Read after the render: the render creates the record.
  const used = Object.keys(usedNamespaces(pageI18n) ?? { common: true });
  const resources: Record<string, Record<string, unknown>> = {};
  for (const namespace of used) {
    const bundle = pageI18n.getResourceBundle(input.language, namespace) as Record<string, unknown> | undefined;
    if (bundle) resources[namespace] = bundle;
  }
  return { html, bootJson: serializeBootData({ language: input.language, fetchedAt, queries, resources }) };
}

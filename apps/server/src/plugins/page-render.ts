import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isLanguage, matchLanguage, type Language } from '@praxis/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../modules/account/index.ts';

type RenderInput = { url: string; language: Language; cookie: string; fetchJson: (url: string) => Promise<{ status: number; body: unknown }> };
/** The web app's server-side bundle (apps/web/src/entry-server.tsx). */
type ServerBundle = {
  render: (input: RenderInput) => Promise<{ html: string; bootJson: string } | null>;
  publicPageModule: (pathname: string) => string | null;
};
const CACHE_ENTRIES = 300;
const CACHE_MS = 60_000;

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/** Renders public pages on the server so they paint before any script; null when the web app has no server bundle. */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

function cookieValue(cookie: string, name: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookie);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

/** `?lang`, then the `lang` cookie the web app sets with a choice, then the browser's languages (as the web app decides). */
export function pageLanguage(search: string, cookie: string, acceptLanguage: string): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(cookie, 'lang');
  if (isLanguage(fromCookie)) return fromCookie;
  const accepted = acceptLanguage
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return matchLanguage(accepted);
}

/** The style sheets a route module needs beyond the entry's. */
function routeAssets(manifest: Record<string, ManifestChunk>, module: string) {
  const entryKeys = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryKeys);
  const routeKeys = new Set<string>();
  walk(module, routeKeys);
  const own = [...routeKeys].filter((key) => !entryKeys.has(key)).map((key) => manifest[key]!);
  return { styles: own.flatMap((chunk) => chunk.css ?? []) };
}

/**
 * Loads the server bundle beside the built web app (`dist-ssr/` next to `dist/`). Rendering is
 * an improvement, never a condition: any failure sends the page empty, as before.
 */
export async function createPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const bundlePath = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return null;
  let bundle: ServerBundle;
  let template: string;
  let manifest: Record<string, ManifestChunk>;
  try {
    bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
    template = readFileSync(join(webDist, 'index.html'), 'utf8');
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  } catch (error) {
    app.log.warn({ err: error }, 'web app server bundle not loadable: pages are rendered in the browser');
    return null;
  }
  // A rendered page paints with its HTML and style sheets alone: its scripts are not preloaded, so
  // they do not compete with the style sheets on a slow line (measured: first paint 3.3 s -> 1.8 s
  // in Lighthouse's phone profile); they load after the entry script, in time to hydrate.
  const pageTemplate = template.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const assets = new Map<string, { styles: string[] }>();
  // Pages for visitors without a session look the same for everyone with the same language and
  // consent: kept a minute, and dropped on any change made through the API.
  const cache = new Map<string, { html: string; at: number }>();
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && cache.size > 0) cache.clear();
  });

  return async (request, reply) => {
    const [pathname = '/', search = ''] = request.url.split('?');
    const module = bundle.publicPageModule(pathname);
    // A login link carries a one-time password: sent as it is, never rendered into a cache.
    if (module === null || new URLSearchParams(search).has('pw')) return false;
    const cookie = request.headers.cookie ?? '';
    const language = pageLanguage(search, cookie, request.headers['accept-language'] ?? '');
    const cacheKey = cookieValue(cookie, SESSION_COOKIE) ? null : `${language}|${cookieValue(cookie, 'cookie_consent') ?? ''}|${request.url}`;
    const cached = cacheKey ? cache.get(cacheKey) : undefined;
    if (cached && Date.now() - cached.at < CACHE_MS) {
      await sendPage(request, reply, cached.html);
      return true;
    }
    let rendered: Awaited<ReturnType<ServerBundle['render']>>;
    try {
      rendered = await bundle.render({
        url: request.url,
        language,
        cookie,
        fetchJson: async (url) => {
          const answer = await app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': language } });
          return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : null };
        },
      });
    } catch (error) {
      request.log.warn({ err: error }, 'page not pre-rendered');
      return false;
    }
    if (!rendered) return false;

    if (!assets.has(module)) assets.set(module, routeAssets(manifest, module));
    const { styles } = assets.get(module)!;
    const head = [...styles.map((file) => `<link rel="stylesheet" href="/${file}">`)].join('\n    ');
    const html = pageTemplate
      .replace('<html lang="de"', `<html lang="${language}"`)
      // After the entry's style sheet, in the order the browser would add them.
      .replace('</head>', `${head}\n  </head>`)
      .replace('<!--ssr-html-->', rendered.html)
      .replace('<!--ssr-boot-->', `<script type="application/json" id="praxis-boot">${rendered.bootJson}</script>`);

    if (cacheKey) {
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(cacheKey, { html, at: Date.now() });
    }
    await sendPage(request, reply, html);
    return true;
  };
}

async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  // The page may carry the visitor's own data (their name in the header): never kept by a shared cache.
  reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8');
  const accepts = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepts)) {
    reply.header('Content-Encoding', 'br');
    await reply.send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (/\bgzip\b/.test(accepts)) {
    reply.header('Content-Encoding', 'gzip');
    await reply.send(gzipSync(html));
  } else {
    await reply.send(html);
  }
}

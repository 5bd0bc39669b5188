import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { createPageRenderer } from './page-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * revalidated; pre-compressed .br/.gz variants when the browser accepts them. Unknown paths without
 * a file extension get index.html (client routes); /api and missing files answer 404 as JSON.
 */
export async function registerWebApp(app: FastifyInstance, configuredDist: string | null): Promise<void> {
  // @fastify/static 10 takes only an absolute root; WEB_DIST may be given relative to the working folder.
  const webDist = configuredDist === null ? null : resolve(configuredDist);
  const index = webDist ? join(webDist, 'index.html') : null;
  const serveWeb = index !== null && existsSync(index);
  if (serveWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is a page like any other: pre-rendered by the not-found handler below.
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', path.includes(`${join(webDist, 'assets')}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
  }

  const renderPage = serveWeb && webDist ? await createPageRenderer(app, webDist) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api' && extname(path) === '';
    if (serveWeb && isPage) {
      if (renderPage && (await renderPage(request, reply))) return reply;
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `No route ${request.method} ${path}`);
  });
}

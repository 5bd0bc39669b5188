import type { FastifyInstance } from 'fastify';

const isApi = (url: string) => {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
};

/**
 * `Cache-Control: no-store` on every /api response, PDFs and errors included, so that no browser or
 * proxy cache keeps personal or health data. A route may set its own header on a success; none
 * does. NOTE: the public catalogue and settings carry no personal data and could be cached
 * briefly, but staff expect their edits at once and the web app keeps them in memory anyway.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && (reply.statusCode >= 400 || !reply.hasHeader('cache-control'))) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

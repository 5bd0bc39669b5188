/**
 * The path every /api request must be written in: Fastify's router decodes `%61` to `a` when it
 * matches, while the hooks (CSRF, session, no-store) compare `request.url` as written, so `/%61pi/…`
 * would reach the API without them. A path that only decodes, folds or resolves to /api is sent to
 * a path no route has (a 404 with every /api hook); what is written canonically passes untouched.
 */
export const NON_CANONICAL_API_PATH = '/api/-/non-canonical-path';

const MAX_DECODINGS = 4;

/** `url` as it may be routed: itself, or `NON_CANONICAL_API_PATH` when it names /api in a disguise. */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!path.startsWith('/')) return NON_CANONICAL_API_PATH;
  const disguised = /%|\\|\/\.|\/\/|;/.test(path) || /^\/api(?:\/|$)/i.test(path);
  if (!disguised) return url;
  const resolved = resolvedPath(path);
  if (!/^\/api(?:\/|$)/.test(resolved)) return url;
  // The prefix as written, and no dot segment, doubled slash or backslash before the route decodes it.
  const written = path === '/api' || path.startsWith('/api/');
  const tricks = /(^|\/)\.{1,2}(\/|$)|\/\/|\\|;/.test(decodedRepeatedly(path));
  return written && !tricks ? url : NON_CANONICAL_API_PATH;
}

/** The path decoded as often as it decodes, with backslashes as slashes, dot segments resolved, folded to lower case. */
function resolvedPath(path: string): string {
  const segments: string[] = [];
  for (const segment of decodedRepeatedly(path).replaceAll('\\', '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.split(';', 1)[0]!);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

function decodedRepeatedly(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_DECODINGS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

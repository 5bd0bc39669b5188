import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../core/app-context.ts';

const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
/** The consent-gated embedded map. */
const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** The Content-Security-Policy header value, with or without the tag manager's origins. */
export function contentSecurityPolicy(withAnalytics: boolean, https: boolean): string {
  const analytics = withAnalytics ? [TAG_MANAGER, ...ANALYTICS] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...analytics]],
    // NOTE: Mantine writes its CSS variables into a <style> element and style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...analytics]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...analytics]],
    ['frame-src', [MAP_ORIGIN, ...(withAnalytics ? [TAG_MANAGER] : [])]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(https ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ];
  return directives.map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/**
 * Security headers. The CSP allows no inline script; the tag manager's origins are allowed only
 * while the settings hold a tag-manager id (the script itself loads only after consent). The id is
 * read through a short cache, so a change in the settings needs no restart (ADR 007).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { config, tagManager }: AppContext): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  const policies = { with: contentSecurityPolicy(true, https), without: contentSecurityPolicy(false, https) };
  app.addHook('onRequest', async (_request, reply) => {
    await tagManager.refreshIfStale();
    reply.header('content-security-policy', tagManager.current() ? policies.with : policies.without);
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // X-Frame-Options for old browsers, matching frame-ancestors 'none'.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

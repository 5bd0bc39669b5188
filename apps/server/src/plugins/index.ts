import { canonicalUrl } from './canonical-url.ts';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config/env.ts';
import type { AppContext } from '../core/app-context.ts';
import { AppError } from '../lib/app-error.ts';
import { registerSessions } from '../modules/account/index.ts';
import { registerCsrf } from './csrf.ts';
import { answerFrameworkError, registerErrorHandler } from './error-handler.ts';
import { registerNoStore } from './no-store.ts';
import { registerOpenApi } from './openapi.ts';
import { registerPermissions, type PermissionIndex } from './permissions.ts';
import { requestLogging, type LogStream } from './request-logging.ts';
import { registerSecurityHeaders } from './security-headers.ts';

/** The Fastify instance with the server's limits, proxy trust, logging and zod compilers. */
export function createFastify(config: Config, options: { logger?: boolean | Record<string, unknown>; logStream?: LogStream }): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? requestLogging(config.logLevel, options.logStream),
    // A hop count as the function Fastify makes of it (its types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client must have sent its whole request within 30 s (slow-loris); the handler's time is bounded by the database's timeouts.
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Bad URLs (over-long path parameters, broken % escapes) are answered by the router itself.
    frameworkErrors: answerFrameworkError,
    // One URL space: /api written in a disguise (%61pi, /API, /x/../api) gets no way past the /api hooks.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** Every cross-cutting plugin, in order: errors, caching, headers, cookies, limits, CSRF, sessions, permissions, OpenAPI. */
export async function registerPlugins(app: FastifyInstance, ctx: AppContext): Promise<PermissionIndex> {
  registerErrorHandler(app, ctx.storage);
  registerNoStore(app);
  await registerSecurityHeaders(app, ctx);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', `Too many requests: try again in ${context.after}.`),
  });
  registerCsrf(app, ctx.config);
  registerSessions(app, ctx.db, ctx.now);
  const permissions = registerPermissions(app);
  await registerOpenApi(app);
  return permissions;
}

import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.ts';
import { createAppContext, type AppContext } from './core/app-context.ts';
import type { Database } from './db/client.ts';
import { MODULES } from './modules/index.ts';
import { addOpenApiRoute } from './plugins/openapi.ts';
import { createFastify, registerPlugins } from './plugins/index.ts';
import type { LogStream } from './plugins/request-logging.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options or false (tests keep quiet); `logStream` is where the default logger writes. */
  logger?: boolean | Record<string, unknown>;
  logStream?: LogStream;
  /** Wakes the mail worker after a mail was committed to the outbox (default: the `mail` job). */
  notifyMail?: () => void;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Login, link and registration requests allowed per IP and minute (default: the config's). */
  loginRateLimit?: number;
}

/** Builds the app and its context: plugins, every module's data migrations, routes and jobs, the web app. */
export async function buildAppWithContext(options: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const config = { ...options.config, loginRateLimit: options.loginRateLimit ?? options.config.loginRateLimit };
  const app = createFastify(config, options);
  const ctx = createAppContext({ db: options.db, config, now: options.now, log: app.log, notifyMail: options.notifyMail });
  const permissions = await registerPlugins(app, ctx);
  for (const module of MODULES) module.setup?.(ctx);
  for (const module of MODULES) await module.migrateData?.(ctx);
  for (const module of MODULES) {
    if (module.routes) await app.register(async (scope) => module.routes!(scope, ctx));
    if (module.jobs) ctx.jobs.add(module.jobs);
  }
  addOpenApiRoute(app, permissions);
  await registerWebApp(app, config.webDist);
  return { app, ctx };
}

/** Builds the Fastify app, ready to listen or inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildAppWithContext(options)).app;
}

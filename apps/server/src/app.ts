import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { confirmTemporaryBookings } from './modules/bookings/temporary-bookings.ts';
import { absenceRoutes } from './modules/schedule/absences.routes.ts';
import { operationPlanRoutes } from './modules/schedule/operation-plan.routes.ts';
import { therapistPlanRoutes } from './modules/schedule/therapist-plans.routes.ts';
import { weekPlanRoutes } from './modules/schedule/week-plans.routes.ts';
import { healthFormRoutes } from './modules/health-forms/health-forms.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { registerSessions } from './modules/account/session.ts';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { therapistRoutes } from './modules/therapists/therapists.routes.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { addOpenApiRoute, registerOpenApi } from './plugins/openapi.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { requestLogging, type LogStream } from './plugins/request-logging.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Pino options or false (tests keep quiet). */
  logger?: boolean | Record<string, unknown>;
  /** Where the default logger writes (tests capture it); standard output when not given. */
  logStream?: LogStream;
  /** Wakes the mail worker after a mail was committed to the outbox. */
  notifyMail?: () => void;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Login, link and registration requests allowed per IP and minute. */
  loginRateLimit?: number;
}

/** Builds the Fastify app: plugins, API routes and the web app, ready to listen or inject. */
export async function buildApp({
  config,
  db,
  logger,
  notifyMail = () => {},
  now = () => new Date(),
  loginRateLimit = 10,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? requestLogging(config.logLevel, logStream),
    // A hop count as the function Fastify makes of it (its types take no number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Bad URLs (over-long path parameters, broken % escapes) are answered by the router itself.
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerNoStore(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', `Too many requests: try again in ${context.after}.`),
  });
  registerCsrf(app, config);
  registerSessions(app, db, now);
  const permissions = registerPermissions(app);
  await registerOpenApi(app);

  await app.register(healthRoutes(db));
  await app.register(settingsRoutes(db, config));
  await app.register(catalogueRoutes(db));
  await app.register(catalogueAdminRoutes(db, now));
  await app.register(therapistRoutes(db));
  const temporary = { db, publicUrl: config.publicUrl, notifyMail };
  const confirmTemporary = (userId: number) => confirmTemporaryBookings(temporary, userId, now());
  await app.register(accountRoutes({ db, config, notifyMail, now, loginRateLimit, afterLogin: confirmTemporary }));
  await app.register(profileRoutes({ db, now, afterPersonalData: confirmTemporary }));
  await app.register(healthFormRoutes({ db, now }));
  await app.register(adminUserRoutes(db));
  await app.register(availabilityRoutes(db, now));
  await app.register(bookingRoutes({ db, now, publicUrl: config.publicUrl, notifyMail, guestBookingLimit: config.guestBookingLimit }, loginRateLimit));
  await app.register(weekPlanRoutes(db));
  await app.register(therapistPlanRoutes(db));
  await app.register(absenceRoutes(db, now));
  await app.register(operationPlanRoutes(db));
  addOpenApiRoute(app, permissions);

  await registerWebApp(app, config.webDist);
  return app;
}

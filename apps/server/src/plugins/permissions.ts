import { hasPermission, type Permission } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route requires; mandatory for every /api route. */
    permission?: Permission;
    /** A body over the route's `bodyLimit` is invalid input (400), not merely too large (413): a drawing with too many points. */
    oversizeBodyIsInvalid?: boolean;
  }
}

/** Method and OpenAPI path of every /api operation with its declared permission. */
export type PermissionIndex = Map<string, Permission>;

export const operationKey = (method: string, fastifyUrl: string) => `${method.toLowerCase()} ${fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

/**
 * Refuses to register an /api route without a declared permission (the start fails), records each
 * for the OpenAPI document, and checks it on every request against the actor's active roles:
 * 401 without a session, 403 without the permission.
 */
export function registerPermissions(app: FastifyInstance): PermissionIndex {
  const index: PermissionIndex = new Map();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`route ${String(route.method)} ${route.url} declares no permission`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') index.set(operationKey(method, route.url), permission);
    }
  });
  // NOTE: before validation, so a caller without the right gets 401/403, not a hint about the body.
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || permission === 'public') return;
    const actor = request.actor;
    if (!actor && request.secondFactorPending) throw new AppError('MFA_REQUIRED', 'Please complete the login with the code of your authenticator app.');
    if (!actor) throw new AppError('UNAUTHENTICATED', 'Please log in.');
    if (!hasPermission(actor.activeRoles, permission)) throw new AppError('FORBIDDEN', 'Your active roles do not allow this.');
  });
  return index;
}

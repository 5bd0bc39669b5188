import {
  activeRolesContract,
  autoLoginContract,
  forgotPasswordContract,
  loginContract,
  loginLinkContract,
  logoutContract,
  registerContract,
  sessionContract,
} from '@praxis/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as account from './account.service.ts';
import { clearSessionCookies, loadActor, presentSessionUser, setSessionCookies } from './session.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** Who opens a session: for the sessions overview. */
const clientOf = (request: FastifyRequest): account.SessionClient => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip });

/** Login, logout, register/reactivate, forgot password, login links, active roles. */
export function accountRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    // Per IP: enough for a family behind one router, too few for guessing.
    const sensitive = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };

    /** Answers a new login with the session user and sets the cookies. */
    const startAnswer = async (session: account.NewSession, reply: FastifyReply) => {
      setSessionCookies(reply, ctx.config, session.token, session.user.id, session.session.expiresAt);
      // A login waiting for its second step is not one yet: the event follows that step.
      if (!session.session.secondFactor) await ctx.events.emit('loggedIn', { userId: session.user.id });
      return { user: presentSessionUser(await loadActor(ctx.db, session.user, session.session, session.mfaEnabled), ctx.now()) };
    };

    app.route({
      ...routeOf(sessionContract, { tags: ['account'], summary: 'The logged-in user, or null' }),
      config: { permission: 'public' },
      handler: async (request) => ({ user: request.actor ? presentSessionUser(request.actor, ctx.now()) : null }),
    });

    app.route({
      ...routeOf(loginContract, { tags: ['account'], summary: 'Log in with e-mail and password' }),
      config: { permission: 'public', rateLimit: sensitive },
      handler: async (request, reply) => startAnswer(await account.login(ctx, request.body, clientOf(request)), reply),
    });

    app.route({
      ...routeOf(autoLoginContract, { tags: ['account'], summary: 'Log in with an e-mailed one-time link' }),
      config: { permission: 'public', rateLimit: sensitive },
      handler: async (request, reply) => startAnswer(await account.autoLogin(ctx, request.body, clientOf(request)), reply),
    });

    app.route({
      ...routeOf(logoutContract, { tags: ['account'], summary: 'End the session' }),
      config: { permission: 'public' },
      handler: async (request, reply) => {
        await account.logout(ctx, request.actor);
        clearSessionCookies(reply, ctx.config);
        return { status: 'success' as const };
      },
    });

    app.route({
      ...routeOf(registerContract, { tags: ['account'], summary: 'Register or reactivate by e-mail; sends a login link' }),
      config: { permission: 'public', rateLimit: sensitive },
      handler: async (request) => ({ status: 'success' as const, statusLabel: await account.register(ctx, request.body) }),
    });

    app.route({
      ...routeOf(forgotPasswordContract, { tags: ['account'], summary: 'Send a login link; the password ends when the link is used' }),
      config: { permission: 'public', rateLimit: sensitive },
      handler: async (request) => ({ status: 'success' as const, statusLabel: await account.forgotPassword(ctx, request.body) }),
    });

    app.route({
      ...routeOf(loginLinkContract, { tags: ['account'], summary: 'Send a new login link' }),
      config: { permission: 'public', rateLimit: sensitive },
      handler: async (request) => ({ status: 'success' as const, statusLabel: await account.sendLoginLink(ctx, request.body) }),
    });

    app.route({
      ...routeOf(activeRolesContract, { tags: ['account'], summary: 'Choose the roles to act in (held or inherited)' }),
      config: { permission: 'account:active-roles:set' },
      handler: async (request) => ({ activeRoles: await account.setActiveRoles(ctx, request.actor!, request.body.activeRoles) }),
    });
  };
}

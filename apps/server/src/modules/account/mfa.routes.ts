import { mfaConfirmContract, mfaDisableContract, mfaRecoveryContract, mfaResetContract, mfaSetupContract, mfaVerifyContract } from '@praxis/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as mfa from './mfa.service.ts';
import { presentSessionUser, type Actor } from './session.ts';
import type { AppContext } from '../../core/app-context.ts';
import { routeOf } from '../../core/operation-route.ts';

/** The second factor: set up and confirm, the code after the password or link, recovery codes, turn off, an admin's reset. */
export function mfaRoutes(ctx: AppContext) {
  return async (root: FastifyInstance) => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    // Per IP as the login; the account's own limit (5 wrong codes) is kept in the database.
    const sensitive = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };
    const config = { permission: 'account:mfa' as const, rateLimit: sensitive };

    /** The user after a completed second step; the login counts from here. */
    const completed = async (actor: Actor, mfaEnabled: boolean) => {
      if (actor.secondFactor) await ctx.events.emit('loggedIn', { userId: actor.userId });
      return presentSessionUser({ ...actor, secondFactor: null, mfaEnabled }, ctx.now());
    };

    app.route({
      ...routeOf(mfaSetupContract, { tags: ['account'], summary: 'A new authenticator secret to scan (QR code and text)' }),
      config,
      handler: async (request) => mfa.setUp(ctx, request.actor!),
    });

    app.route({
      ...routeOf(mfaConfirmContract, { tags: ['account'], summary: 'Confirm the new secret with its first code; answers the recovery codes once' }),
      config,
      handler: async (request) => {
        const recoveryCodes = await mfa.confirm(ctx, request.actor!, request.body.code);
        return { user: await completed(request.actor!, true), recoveryCodes };
      },
    });

    app.route({
      ...routeOf(mfaVerifyContract, { tags: ['account'], summary: 'The code of the authenticator app after the password or login link' }),
      config,
      handler: async (request) => {
        await mfa.verifyCode(ctx, request.actor!, request.body.code);
        return { user: await completed(request.actor!, true) };
      },
    });

    app.route({
      ...routeOf(mfaRecoveryContract, { tags: ['account'], summary: 'A one-time recovery code instead of the app’s code' }),
      config,
      handler: async (request) => {
        const recoveryCodesLeft = await mfa.recover(ctx, request.actor!, request.body.code);
        return { user: await completed(request.actor!, true), recoveryCodesLeft };
      },
    });

    app.route({
      ...routeOf(mfaDisableContract, { tags: ['account'], summary: 'Turn one’s own second factor off with a current code' }),
      config,
      handler: async (request) => {
        await mfa.disable(ctx, request.actor!, request.body.code);
        return { user: presentSessionUser({ ...request.actor!, mfaEnabled: false }, ctx.now()) };
      },
    });

    app.route({
      ...routeOf(mfaResetContract, { tags: ['admin'], summary: 'Reset a user’s second factor and end their sessions (audited)' }),
      config: { permission: 'users:mfa:reset' },
      handler: async (request) => {
        await mfa.reset(ctx, request.actor!, request.params.id);
        return { status: 'success' as const };
      },
    });
  };
}

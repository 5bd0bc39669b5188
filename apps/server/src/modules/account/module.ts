import { defineModule } from '../../core/app-module.ts';
import { defineJob } from '../../core/jobs.ts';
import { pruneSessions } from './account.repo.ts';
import { accountRoutes } from './account.routes.ts';
import { mfaRoutes } from './mfa.routes.ts';
import { sessionRoutes } from './sessions.routes.ts';

const SESSION_KEEP_MS = 30 * 86_400_000;

/** Registration, login (password, link, automatic, second factor), sessions, logout, active roles. */
export const accountModule = defineModule({
  name: 'account',
  jobs: [
    // A month after a session ended, its device and address go (the overview shows live ones only).
    defineJob({ name: 'prune-sessions', everySeconds: 3600, run: (ctx, { now }) => pruneSessions(ctx.db, new Date(now.getTime() - SESSION_KEEP_MS)) }),
  ],
  async routes(app, ctx) {
    await app.register(accountRoutes(ctx));
    await app.register(mfaRoutes(ctx));
    await app.register(sessionRoutes(ctx));
  },
});

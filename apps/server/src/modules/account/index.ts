import { defineModule } from '../../core/app-module.ts';
import { accountRoutes } from './account.routes.ts';
import { mfaRoutes } from './mfa.routes.ts';

export { insertLoginLink, revokeSessionsOfUser } from './account.repo.ts';
export { issueLoginLink } from './account.service.ts';
export { isMfaEnabled } from './mfa.repo.ts';
export { loginLinkUrl } from './login-link-url.ts';
export { hasRecentLinkLogin, registerSessions, SESSION_COOKIE, type Actor } from './session.ts';

/** Registration, login (password, link, automatic, second factor), logout, active roles. */
export const accountModule = defineModule({
  name: 'account',
  async routes(app, ctx) {
    await app.register(accountRoutes(ctx));
    await app.register(mfaRoutes(ctx));
  },
});

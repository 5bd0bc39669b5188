export { deleteCredentialsOfUser, insertLoginLink, revokeSessionsOfUser } from './account.repo.ts';
export { issueLoginLink } from './account.service.ts';
export { isMfaEnabled } from './mfa.repo.ts';
export { loginLinkUrl } from './login-link-url.ts';
export { hasRecentLinkLogin, registerSessions, SESSION_COOKIE, type Actor } from './session.ts';

import { safeReturnPath } from '@praxis/domain';

/** `PUBLIC_URL` + the page to open, with `email` and the one-time `pw` token in the query. */
export function loginLinkUrl(publicUrl: string, returnPath: string | undefined, email: string, token: string): string {
  const path = safeReturnPath(returnPath);
  const separator = path.includes('?') ? '&' : '?';
  return `${publicUrl}${path}${separator}email=${encodeURIComponent(email)}&pw=${encodeURIComponent(token)}`;
}

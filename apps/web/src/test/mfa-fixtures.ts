import type { SessionUser } from '@praxis/domain';
import { vi } from 'vitest';
import { jsonResponse } from './render.tsx';

/** A logged-in user; `secondFactor` set: the login still needs its second step. */
export const sessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 4,
  email: 'lea@example.ch',
  firstName: 'Lea',
  lastName: 'Muster',
  language: 'de',
  hasPassword: true,
  roles: ['customer', 'therapist'],
  activeRoles: ['customer', 'therapist'],
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  recentLinkLogin: false,
  secondFactor: null,
  mfaEnabled: false,
  ...overrides,
});

/** The 32-character secret a set-up answers with. */
export const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
export const RECOVERY_CODES = [...'abcdefghij'].map((letter) => `${letter}bcde-fghi${letter}`);

export type Call = { url: string; method: string; body: unknown };

/** Stubs fetch: `answer` gets every call (GET too) and returns its response; the calls are recorded. */
export function serve(answer: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call) ?? jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

export const mfaError = (status: number, code: string) => jsonResponse(status, { error: { code, message: code } });

import { useSyncExternalStore } from 'react';

export type ConsentChoice = 'accepted' | 'rejected';
type ConsentState = { choice: ConsentChoice | null; bannerOpen: boolean };

const COOKIE = 'cookie_consent';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// The server renders a page with the visitor's cookies, so the banner shows there as it will here.
let serverCookie = '';

/** Sets the cookies of the request the server is rendering (the server has no `document`). */
export function setServerConsentCookie(cookie: string): void {
  serverCookie = cookie;
  initialised = false;
}

function readCookie(): ConsentChoice | null {
  const cookies = typeof document === 'undefined' ? serverCookie : document.cookie;
  const match = cookies.match(/(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/);
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

let state: ConsentState = { choice: null, bannerOpen: false };
let initialised = false;
const listeners = new Set<() => void>();

function ensureInitialised() {
  if (initialised) return;
  initialised = true;
  const choice = readCookie();
  state = { choice, bannerOpen: choice === null };
}

function publish(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Records the visitor's choice for 365 days and closes the banner. */
export function decideConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=${choice}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  publish({ choice, bannerOpen: false });
}

/** Opens the banner again (footer link "cookie settings"). */
export function reopenConsent(): void {
  ensureInitialised();
  publish({ ...state, bannerOpen: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ConsentState {
  ensureInitialised();
  return state;
}

/** The visitor's choice now (outside React), null while undecided. */
export function consentChoice(): ConsentChoice | null {
  return snapshot().choice;
}

/** The current consent: `choice` is null while undecided. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

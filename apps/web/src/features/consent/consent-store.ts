import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

export type ConsentChoice = 'accepted' | 'rejected';
type ConsentState = { choice: ConsentChoice | null; bannerOpen: boolean };

const COOKIE = 'cookie_consent';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookies of the request the server renders (it has no `document`), so the banner shows there
 * as it will in the browser. A context, not a module variable: pages render side by side.
 */
export const ServerCookieContext = createContext<string | null>(null);

function choiceIn(cookies: string): ConsentChoice | null {
  const match = cookies.match(/(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/);
  return (match?.[1] as ConsentChoice | undefined) ?? null;
}

const stateOf = (choice: ConsentChoice | null): ConsentState => ({ choice, bannerOpen: choice === null });

let state: ConsentState = { choice: null, bannerOpen: false };
let initialised = false;
const listeners = new Set<() => void>();

function ensureInitialised() {
  if (initialised) return;
  initialised = true;
  state = stateOf(choiceIn(document.cookie));
}

/** Reads the cookie afresh, as on a new page load (after it was changed outside the store). */
export function rereadConsentCookie(): void {
  initialised = false;
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
  const serverCookie = useContext(ServerCookieContext);
  const served = useMemo(() => (serverCookie === null ? null : stateOf(choiceIn(serverCookie))), [serverCookie]);
  return useSyncExternalStore(subscribe, snapshot, () => served ?? snapshot());
}

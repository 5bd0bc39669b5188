import { useSyncExternalStore } from 'react';

export type LoginTab = 'login' | 'register';
type State = { open: boolean; tab: LoginTab; reason: 'expired' | null };

let state: State = { open: false, tab: 'login', reason: null };
const listeners = new Set<() => void>();
const publish = (next: State) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** Opens the account pop-up (also from outside React, e.g. when the API answers 401). */
export function openLoginDialog(tab: LoginTab = 'login', reason: State['reason'] = null): void {
  publish({ open: true, tab, reason });
}

export function closeLoginDialog(): void {
  publish({ ...state, open: false, reason: null });
}

export function setLoginTab(tab: LoginTab): void {
  publish({ ...state, tab });
}

/** The pop-up's state. */
export function useLoginDialog(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

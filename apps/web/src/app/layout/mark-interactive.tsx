import { useEffect } from 'react';

/** Sent once the app has taken over a server-rendered page; `public/early-taps.js` then plays the taps it kept. */
export const INTERACTIVE_EVENT = 'praxis:interactive';

/**
 * A server-rendered page shows its buttons before they work; `data-interactive` says they now do
 * (the journeys wait for it), and the event lets the taps made before count.
 */
export function markInteractive(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-interactive')) return;
  root.setAttribute('data-interactive', '');
  document.dispatchEvent(new Event(INTERACTIVE_EVENT));
}

/**
 * Placed beside the page in its suspense boundary: its effect runs when the page itself has been
 * taken over, not only the layout around it (a tap played earlier met a page not yet hydrated).
 */
export function MarkInteractive() {
  useEffect(markInteractive, []);
  return null;
}

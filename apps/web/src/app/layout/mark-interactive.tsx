import { useEffect } from 'react';
import { afterTakeOver, pageTakenOver } from '../../lib/hydrate-later.tsx';

/**
 * Sent once the app has taken over a server-rendered page. Until then a tap on a painted button
 * would be lost (it has no handler yet): `public/early-taps.js`, run before the app's bundle,
 * keeps such taps (the last three, on buttons inside the app, each marked `aria-busy` so the tap is
 * seen to count) and on this event plays those whose button is still in the page (a page drawn
 * afresh in another language has replaced its buttons). Links work without script: left alone.
 */
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
 * taken over, not only the layout around it (a tap played earlier met a page not yet hydrated);
 * the mark waits for the parts taken over later, too.
 */
export function MarkInteractive() {
  useEffect(() => {
    pageTakenOver();
    afterTakeOver(markInteractive);
  }, []);
  return null;
}

import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Ends the current task: the browser may paint and answer a tap before the next step (a message,
 * as timers wait in background tabs).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// NOTE: under Preact, parts wrapped in <HydrateLater> were Suspense boundaries held back until the
// rest was live, since Preact hydrates in one task. React hydrates a transition in slices of a few
// milliseconds by itself, and a Suspense boundary would cost more than it saves: React hydrates a
// boundary left for later in one unsliced task (a long task per part), and renders it afresh when an
// update reaches it first (its HTML thrown away). So a part is hydrated with the page; what this
// module adds is knowing when every part the server sent has been committed, so the page is marked
// interactive and early taps are replayed only then.
let takingOver = false;
let pageDone = false;
const pending = new Set<string>();
const afterwards: Array<() => void> = [];
let watch: ReturnType<typeof setInterval> | null = null;

// A part the page did not arrive with (a page opened by a link meanwhile) has nothing to keep.
const serverRendered = (name: string) => document.querySelector(`[data-hydrate-later="${name}"]`) !== null;

/** Called before the server-rendered page is hydrated: the parts the server sent are known now. */
export function beginTakeOver(): void {
  takingOver = true;
  pageDone = false;
  pending.clear();
  for (const part of document.querySelectorAll<HTMLElement>('[data-hydrate-later]')) pending.add(part.dataset.hydrateLater!);
}

/**
 * The page itself (not only the layout around it) has been taken over; the take-over ends once
 * the parts the server sent have been too.
 */
export function pageTakenOver(): void {
  pageDone = true;
  finishIfDone();
  // A part that leaves the page before it is committed (a link followed meanwhile) is no longer waited for.
  if (takingOver && watch === null)
    watch = setInterval(() => {
      for (const name of pending) if (!serverRendered(name)) pending.delete(name);
      finishIfDone();
    }, 100);
}

/** Runs `then` once the whole page has been taken over (at once when there is nothing to take over). */
export function afterTakeOver(then: () => void): void {
  if (takingOver) afterwards.push(then);
  else then();
}

function finishIfDone() {
  if (!takingOver || !pageDone || pending.size > 0) return;
  takingOver = false;
  if (watch !== null) clearInterval(watch);
  watch = null;
  for (const then of afterwards.splice(0)) then();
}

function Part({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    if (pending.delete(name)) finishIfDone();
  }, [name]);
  // One element around the part (its HTML is kept as one piece), which takes no room of its own.
  return (
    <div style={{ display: 'contents' }} data-hydrate-later={name}>
      {children}
    </div>
  );
}

/**
 * A part of a server-rendered page that must be live before the page counts as taken over (`name`,
 * unique on the page).
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return <Part name={name}>{children}</Part>;
}

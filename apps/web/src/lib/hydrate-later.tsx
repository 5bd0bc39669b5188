import { Suspense, useLayoutEffect, type ReactNode } from 'react';

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

// NOTE: parts wrapped in <HydrateLater> keep their server HTML (a Suspense boundary React leaves
// dehydrated) while the rest of the page is hydrated, and are taken over after it, one per task, in
// the order the page renders them: the page's own content is live first, and no task holds it all.
// A part counts as taken over when React has committed it, not when its turn came: React hydrates
// a released boundary in a task of its own, and a tap replayed before that would be lost.
let takingOver = false;
let pageDone = false;
let draining = false;
const waiting: Array<{ name: string; release: () => void }> = [];
const waits = new Map<string, Promise<void>>();
const released = new Set<string>();
const live = new Map<string, () => void>();
const pending = new Set<string>();
const afterwards: Array<() => void> = [];

/** Called before the server-rendered page is hydrated: parts marked for later wait their turn. */
export function beginTakeOver(): void {
  takingOver = true;
  pageDone = false;
  waits.clear();
  released.clear();
  live.clear();
  // React hydrates a boundary after the rest, on its own time: the parts the server sent are known
  // now, and the page is all taken over once each has been committed.
  pending.clear();
  for (const part of document.querySelectorAll<HTMLElement>('[data-hydrate-later]')) pending.add(part.dataset.hydrateLater!);
}

/**
 * The page itself (not only the layout around it) has been taken over; the take-over ends once
 * the parts waiting have had theirs.
 */
export function pageTakenOver(): void {
  pageDone = true;
  finishIfDone();
}

/** Runs `then` once the whole page has been taken over (at once when there is nothing to take over). */
export function afterTakeOver(then: () => void): void {
  if (takingOver) afterwards.push(then);
  else then();
}

function finishIfDone() {
  for (const name of pending) if (!serverRendered(name)) pending.delete(name);
  if (!takingOver || !pageDone || draining || waiting.length > 0 || pending.size > 0) return;
  takingOver = false;
  for (const then of afterwards.splice(0)) then();
}

/** Until the part has been committed, or has left the page (a link followed meanwhile). */
function untilLive(name: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const gone = setInterval(() => {
      if (serverRendered(name)) return;
      clearInterval(gone);
      resolve();
    }, 100);
    live.set(name, () => {
      clearInterval(gone);
      resolve();
    });
  });
}

async function drain() {
  if (draining) return;
  draining = true;
  while (waiting.length > 0) {
    await nextTask();
    const next = waiting.shift()!;
    const taken = untilLive(next.name);
    released.add(next.name);
    next.release();
    await taken;
  }
  draining = false;
  finishIfDone();
}

function waitFor(name: string): Promise<void> {
  let wait = waits.get(name);
  if (!wait) {
    wait = new Promise<void>((release) => waiting.push({ name, release }));
    waits.set(name, wait);
    void drain();
  }
  return wait;
}

// A part the page did not arrive with (a page opened by a link meanwhile) has nothing to keep.
const serverRendered = (name: string) => document.querySelector(`[data-hydrate-later="${name}"]`) !== null;

function Gate({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => {
    live.get(name)?.();
    if (pending.delete(name)) finishIfDone();
  }, [name]);
  // Suspending while hydrating keeps the server's HTML of this part as it is (one element, hence
  // the wrapper) and takes it over when the promise settles.
  if (takingOver && !released.has(name) && serverRendered(name)) throw waitFor(name);
  return (
    <div style={{ display: 'contents' }} data-hydrate-later={name}>
      {children}
    </div>
  );
}

/**
 * A part of a server-rendered page taken over in a task of its own after the rest (`name`, unique
 * on the page, keys its turn). Rendered normally whenever the page is not being taken over.
 */
export function HydrateLater({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate name={name}>{children}</Gate>
    </Suspense>
  );
}

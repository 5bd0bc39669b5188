// The compatibility layer and the hooks install their option hooks first, so these wrap theirs.
import { Suspense } from 'preact/compat';
import 'preact/hooks';
import { options, type VNode } from 'preact';

/**
 * What React does that Preact's compatibility layer leaves out, done the React way (ADR 013), so
 * the screens written against React behave alike. Imported first by every entry (browser, server,
 * tests); the hook chains to the one before it.
 *
 * `autoFocus` on an element: React focuses the element when it is mounted. Preact only writes the
 * `autofocus` attribute, which a browser honours on page load alone, so a field shown later (a
 * dialog's, a step's, a swapped combobox) never got the focus.
 */

type Ref = ((element: Element | null) => void) | { current: Element | null } | null | undefined;

const focused = new WeakSet<Element>();
const withFocus = new WeakMap<object, (element: Element | null) => void>();

/** Focuses an element the first time it is attached: once per mount, as React does. */
function focusOnMount(element: Element | null) {
  if (!element || focused.has(element)) return;
  focused.add(element);
  (element as HTMLElement).focus();
}

/** The element's own ref, with the focus on mount before it; one function per ref, so it stays stable. */
function focusing(ref: Ref): (element: Element | null) => void {
  if (!ref) return focusOnMount;
  let wrapped = withFocus.get(ref);
  if (!wrapped) {
    wrapped = (element) => {
      focusOnMount(element);
      if (typeof ref === 'function') ref(element);
      else ref.current = element;
    };
    withFocus.set(ref, wrapped);
  }
  return wrapped;
}

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  previousVNodeHook?.(vnode);
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type !== 'string' || !props || !('autoFocus' in props)) return;
  const wanted = props.autoFocus;
  delete props.autoFocus;
  if (!wanted) return;
  const ref = focusing(vnode.ref as Ref);
  (vnode as { ref: unknown }).ref = ref;
  // preact/compat mirrors a DOM element's ref into its props, where React 19's libraries read it.
  if ('ref' in props) props.ref = ref;
};

/*
 * Effects forgotten by a suspension stay forgotten until they run. When a boundary that already
 * shows its content suspends, preact/compat parks the content (`detachedClone`): it forgets the
 * effects' committed arguments, so that they run when the content is revealed, and drops the queued
 * ones. A parked component diffed again without rendering (its parent rendered again and handed on
 * the same element, as a tab panel does) had the hooks commit the arguments of its last render once
 * more, and on the reveal its effects counted as run: a query never subscribed and the screen
 * showed its loading state for ever. A diff without a render has nothing new to commit, so here it
 * keeps the arguments as they were. The names are Preact 11.2's mangled internals (the version is
 * pinned): options `__r` render; vnode `__c` component; component `__H` hooks; hooks `__` list;
 * effect `__P` passive or layout, `__H` committed arguments.
 */
type HookState = { __P?: boolean | null; __H?: unknown };
type WithHooks = { __H?: { __: HookState[] } };
const rendered = new WeakSet<object>();
const internal = options as typeof options & { __r?: (vnode: VNode) => void };
const previousRender = internal.__r;
internal.__r = (vnode: VNode) => {
  previousRender?.(vnode);
  rendered.add(vnode);
};
const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  const hooks = (vnode as unknown as { __c?: WithHooks | null }).__c?.__H;
  if (!hooks || rendered.delete(vnode)) return previousDiffed?.(vnode);
  const committed = hooks.__.map((state) => state.__H);
  previousDiffed?.(vnode);
  hooks.__.forEach((state, index) => {
    if (state.__P != null) state.__H = committed[index];
  });
};

/*
 * Effects that have run keep running while their boundary is parked. When a boundary that shows
 * its content suspends (a dialog's texts or code still loading), React hides the content and
 * cleans up and reruns its layout effects only; Preact's `detachedClone` also cleans up every
 * effect that has run and runs it again on the reveal. Libraries written for React count on the
 * former: a menu closed by the click that opened a dialog lost its closing transition's timer and
 * stayed open, for good. So while parking, an effect that has run (not queued by the aborted
 * render) keeps its clean-up and its committed arguments; layout effects and queued effects are
 * handled by Preact as before. Names as above, and Suspense `__b` the content to park, vnode `__k`
 * children, hooks `__h` queued effects, effect `__c` clean-up.
 */
type Effect = HookState & { __c?: unknown };
type Parked = { __c?: { __H?: { __: Effect[]; __h: Effect[] } } | null; __k?: (Parked | null)[] | null };
function keepRunEffects(vnode: Parked, kept: [Effect, unknown, unknown][]) {
  const hooks = vnode.__c?.__H;
  if (hooks)
    for (const effect of hooks.__) {
      if (effect.__P !== true || hooks.__h.includes(effect)) continue;
      kept.push([effect, effect.__c, effect.__H]);
      effect.__c = undefined;
    }
  for (const child of vnode.__k ?? []) if (child) keepRunEffects(child, kept);
}
const boundary = Suspense.prototype as unknown as { render: (this: { __b?: Parked | null; __v?: Parked }, ...args: unknown[]) => unknown };
const parkingRender = boundary.render;
boundary.render = function (...args) {
  const kept: [Effect, unknown, unknown][] = [];
  if (this.__b && this.__v?.__k) keepRunEffects(this.__b, kept);
  try {
    return parkingRender.apply(this, args);
  } finally {
    for (const [effect, cleanup, committed] of kept) {
      effect.__c = cleanup;
      effect.__H = committed;
    }
  }
};

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

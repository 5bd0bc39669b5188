const FOCUSABLE = 'input, select, textarea, button, [tabindex]';
const ENTRY = 'input:not([type="hidden"]), select, textarea';

const belongsTo = (node: HTMLElement, paths: readonly string[]) => {
  const own = node.dataset.path;
  return own !== undefined && paths.some((path) => own === path || own.startsWith(`${path}.`));
};

/**
 * Scrolls the first field in error (in page order) into view and focuses it. Fields are found by
 * the `data-path` Mantine's `getInputProps` puts on them; an error of a list (`ranges`) goes to its
 * first item. A wrapper (a radio group) hands the focus to its first input; something that takes no
 * input (the signature pad) is only scrolled to. Returns the field, or null when none is shown.
 */
export function focusFirstError(root: ParentNode, paths: readonly string[]): HTMLElement | null {
  const field =
    [...root.querySelectorAll<HTMLElement>('[data-path]')].find((node) => belongsTo(node, paths)) ?? root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return null;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  // NOTE: jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  const target = field.matches(FOCUSABLE) ? field : field.querySelector<HTMLElement>(ENTRY);
  target?.focus({ preventScroll: true });
  return field;
}

import type { QueryKey } from '@tanstack/react-query';

/**
 * What the server puts beside a pre-rendered page (a JSON script block, never executed): the
 * language it rendered in, the data it rendered with and the translations it used, so the first
 * render in the browser needs no request and matches the HTML it takes over.
 */
export type BootData = {
  language: string;
  /** When the server fetched the data (ms since 1970): the browser refetches it as if it had fetched it then. */
  fetchedAt: number;
  queries: Array<[QueryKey, unknown]>;
  resources: Record<string, Record<string, unknown>>;
};

export const BOOT_DATA_ID = 'praxis-boot';

/** The boot data of a pre-rendered page; null for a page the server sent empty. */
export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return null;
  }
}

/** JSON safe inside a script element: no `</script>`, no HTML comment, no line separators. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let takenOverAt: number | null = null;

/** Remembers when the data of the page being taken over was fetched (see `isServerData`). */
export function rememberBootData(boot: BootData | null): void {
  takenOverAt = boot?.fetchedAt ?? null;
}

/**
 * Whether data in the cache is what the server rendered with (seeded with the boot data's time), not
 * something the browser fetched since: only that may be shown while a page is taken over.
 */
export const isServerData = (updatedAt: number) => takenOverAt !== null && updatedAt === takenOverAt;

/** Whether the browser is taking over a page the server rendered (false on the server itself). */
export const isTakingOver = () => takenOverAt !== null;

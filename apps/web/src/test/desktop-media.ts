import { afterAll, beforeAll } from 'vitest';

/**
 * Makes the tests of the calling file see a desktop: `min-width` media queries match (the shared
 * set-up's `matchMedia` answers no to every query, as a phone would for the wide layouts).
 */
export function onDesktop(): void {
  const phone = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({ ...phone(query), matches: query.includes('min-width') })) as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = phone;
  });
}

import { matchPath } from 'react-router';

/**
 * The pages every visitor may see, pre-rendered by the server so they paint before any script
 * runs; the value is the route module whose chunks the page preloads. Pages behind a login are
 * rendered in the browser only.
 */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; module: string }> = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/therapies', module: 'src/app/routes/therapies.tsx' },
  { path: '/therapy', module: 'src/app/routes/therapy.tsx' },
  { path: '/pricing', module: 'src/app/routes/pricing.tsx' },
  { path: '/about', module: 'src/app/routes/about.tsx' },
  { path: '/therapist/:id', module: 'src/app/routes/therapist-bio.tsx' },
  { path: '/contacts', module: 'src/app/routes/contacts.tsx' },
  { path: '/impressum', module: 'src/app/routes/impressum.tsx' },
  { path: '/agb', module: 'src/app/routes/agb.tsx' },
  { path: '/datenschutz', module: 'src/app/routes/datenschutz.tsx' },
  { path: '/refund', module: 'src/app/routes/refund.tsx' },
  { path: '/partners', module: 'src/app/routes/partners.tsx' },
  { path: '/vouchers', module: 'src/app/routes/vouchers.tsx' },
  { path: '/bookoptions', module: 'src/app/routes/book-options.tsx' },
  { path: '/book', module: 'src/app/routes/book.tsx' },
];

/** The route module of a public page, or null when the page is rendered in the browser only. */
export function publicPageModule(pathname: string): string | null {
  return PUBLIC_PAGES.find((page) => matchPath(page.path, pathname) !== null)?.module ?? null;
}

import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/query-state.tsx';
import { lazyRoute } from '../lib/lazy-route.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/**
 * A lazily loaded page: its module exports `Component`. Until its code is here on a first load (a
 * page the server did not render), the layout shows with a spinner where the page will be.
 */
const page = (path: string | undefined, load: () => Promise<{ Component: ComponentType }>): RouteObject => {
  const lazy = { lazy: lazyRoute(load), HydrateFallback: LoadingState };
  return path === undefined ? { index: true, ...lazy } : { path, ...lazy };
};

/** Every route of the site; pages load on demand so the first page stays light. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(undefined, () => import('./routes/home.tsx')),
          page('therapies', () => import('./routes/therapies.tsx')),
          page('therapy', () => import('./routes/therapy.tsx')),
          page('pricing', () => import('./routes/pricing.tsx')),
          page('about', () => import('./routes/about.tsx')),
          page('therapist/:id', () => import('./routes/therapist-bio.tsx')),
          page('contacts', () => import('./routes/contacts.tsx')),
          page('impressum', () => import('./routes/impressum.tsx')),
          page('agb', () => import('./routes/agb.tsx')),
          page('datenschutz', () => import('./routes/datenschutz.tsx')),
          page('refund', () => import('./routes/refund.tsx')),
          page('partners', () => import('./routes/partners.tsx')),
          page('vouchers', () => import('./routes/vouchers.tsx')),
          page('auto-login', () => import('./routes/auto-login.tsx')),
          page('data-export', () => import('./routes/data-export.tsx')),
          page('second-factor', () => import('./routes/second-factor.tsx')),
          page('health-form', () => import('./routes/health-form.tsx')),
          page('bookings', () => import('./routes/bookings.tsx')),
          page('bookoptions', () => import('./routes/book-options.tsx')),
          page('book', () => import('./routes/book.tsx')),
          page('booking/:id', () => import('./routes/booking-card.tsx')),
          page('waitlist/offer/:token', () => import('./routes/waitlist-offer.tsx')),
          page('*', () => import('./routes/not-found.tsx')),
        ],
      },
    ],
  },
  // The staff screens open in the staff workspace (its code loads with the first of them); for
  // anyone without a staff role they show in the public site, where their guard does the rest.
  {
    lazy: lazyRoute(() => import('./layout/staff-layout.tsx')),
    HydrateFallback: LoadingState,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page('activeRoles', () => import('./routes/active-roles.tsx')),
          page('account', () => import('./routes/account.tsx')),
          page('admin/users', () => import('./routes/admin-users.tsx')),
          page('admin/team', () => import('./routes/team.tsx')),
          page('admin/settings', () => import('./routes/settings.tsx')),
          page('admin/setup', () => import('./routes/setup.tsx')),
          page('therapistProfile/:id', () => import('./routes/therapist-profile.tsx')),
          page('dbUpdates', () => import('./routes/db-updates.tsx')),
          page('absences', () => import('./routes/absences.tsx')),
          page('operationPlan', () => import('./routes/operation-plan.tsx')),
          page('cashRegister', () => import('./routes/cash-register.tsx')),
          page('voucherManagement', () => import('./routes/voucher-management.tsx')),
          page('bookingList', () => import('./routes/booking-list.tsx')),
          page('clientList', () => import('./routes/client-list.tsx')),
          page('waitlist', () => import('./routes/waitlist.tsx')),
          page('todo', () => import('./routes/todo.tsx')),
          page('invoices', () => import('./routes/invoices.tsx')),
          page('performance', () => import('./routes/performance.tsx')),
          page('journal', () => import('./routes/journal.tsx')),
          page('admin/audit', () => import('./routes/audit-log.tsx')),
        ],
      },
    ],
  },
  // The drawing board opens in a window of its own, without the site's header and footer.
  { path: 'drawingBoard', errorElement: <RouteError />, HydrateFallback: LoadingState, lazy: lazyRoute(() => import('./routes/drawing-board.tsx')) },
];

export const createRouter = () => createBrowserRouter(routes);

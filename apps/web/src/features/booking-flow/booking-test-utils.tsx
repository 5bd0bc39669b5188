import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import booking from '../../locales/de/booking.json';
import { renderWithTheme } from '../../test/render.tsx';

/** Adds the German booking texts to the test i18n (the shared set-up loads `common` only). */
export function loadBookingTexts() {
  i18n.addResourceBundle('de', 'booking', booking, true, true);
}

/** Renders a booking-flow component with theme, a fresh data cache and a router at `route`. */
export function renderBooking(ui: ReactElement, route = '/book') {
  loadBookingTexts();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderWithTheme(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme.ts';

/** Renders inside the app's Mantine theme. */
export function renderWithTheme(ui: ReactElement) {
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}

/**
 * Renders with theme (in Mantine's test mode), a fresh data cache (no retries) and a router at `route`; `texts` adds German
 * namespaces to the test i18n (the shared set-up loads `common` only).
 */
export function renderWithData(ui: ReactElement, { texts = {}, route = '/' }: { texts?: Record<string, object>; route?: string } = {}) {
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle('de', namespace, bundle, true, true);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // env "test": no transitions, and pop-overs stay visible although jsdom lays nothing out.
  const view = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, client };
}

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

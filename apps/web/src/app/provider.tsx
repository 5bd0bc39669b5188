import { MantineProvider, MantineThemeProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../components/ui/query-state.tsx';
import { handleSessionError } from '../features/account/session-errors.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Theme, data cache (filled with `seed`, the data a pre-rendered page came with) and the suspense boundary for the first translations. */
export function AppProvider({
  children,
  seed = [],
  seededAt,
  onClient,
}: {
  children: ReactNode;
  seed?: ReadonlyArray<[QueryKey, unknown]>;
  seededAt?: number;
  /** Hands the data cache over (the server reads which queries a page asked for). */
  onClient?: (client: QueryClient) => void;
}) {
  const [queryClient] = useState(() => {
    // A 401 anywhere ends the session in the UI and opens the login pop-up, or leads to the login's second step (DESIGN.md section 3).
    const client = createQueryClient(handleSessionError);
    for (const [key, data] of seed) client.setQueryData(key, data, { updatedAt: seededAt });
    onClient?.(client);
    return client;
  });
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingState label="…" />}>
          <TranslatedDefaults>{children}</TranslatedDefaults>
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Every dialog's and drawer's close button is named in the page's language (a screen reader announced
 * a nameless button), and so is a table's sideways-scrolling region unless the table names it by its
 * caption (a region without a name is no landmark: axe's focus-order-semantics).
 */
function TranslatedDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('close');
  const scrollable = t('scrollableTable');
  const overrides = useMemo(
    () => ({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': scrollable } } } },
      },
    }),
    [close, scrollable],
  );
  return <MantineThemeProvider theme={overrides}>{children}</MantineThemeProvider>;
}

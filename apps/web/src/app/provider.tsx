import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/ui/query-state.tsx';
import { SESSION_KEY } from '../features/account/api/session-queries.ts';
import { openLoginDialog } from '../features/account/login-dialog-store.ts';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Theme, data cache and the suspense boundary for the first translations. */
export function AppProvider({ children }: { children: ReactNode }) {
  // A 401 anywhere ends the session in the UI and opens the login pop-up (DESIGN.md section 3).
  const [queryClient] = useState(() =>
    createQueryClient((error, client) => {
      if (error instanceof ApiError && error.status === 401 && error.code === 'UNAUTHENTICATED') {
        client.setQueryData(SESSION_KEY, null);
        openLoginDialog('login', 'expired');
      }
    }),
  );
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingState label="…" />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}

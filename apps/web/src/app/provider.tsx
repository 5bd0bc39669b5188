import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { LoadingState } from '../components/ui/query-state.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Theme, data cache and the suspense boundary for the first translations. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingState label="…" />}>{children}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}

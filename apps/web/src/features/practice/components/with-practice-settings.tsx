import type { PublicSettings } from '@praxis/domain';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { usePublicSettings } from '../api/practice-queries.ts';
import { practiceValues } from '../api/practice-values.ts';

type PracticeValues = ReturnType<typeof practiceValues>;

/**
 * Renders `children` with the practice settings and the placeholder values of content texts,
 * after a spinner while they load and a retry offer when they cannot be loaded.
 */
export function WithPracticeSettings({ children }: { children: (settings: PublicSettings, values: PracticeValues) => ReactNode }) {
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <>{children(settings.data, practiceValues(settings.data))}</>;
}

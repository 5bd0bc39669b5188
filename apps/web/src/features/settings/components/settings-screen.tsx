import { Stack } from '@mantine/core';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAdminSettings } from '../api/settings-queries.ts';
import { AddressSection } from './address-section.tsx';
import { AnalyticsSection } from './analytics-section.tsx';
import { BillingSection } from './billing-section.tsx';
import { DirectionsSection } from './directions-section.tsx';
import { OpeningHoursSection } from './opening-hours-section.tsx';
import { PracticeSection } from './practice-section.tsx';
import { RulesSection } from './rules-section.tsx';

/** The practice settings, one form per section, each saved on its own. */
export function SettingsScreen() {
  const query = useAdminSettings();
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const settings = query.data;
  return (
    <Stack gap="lg">
      <PracticeSection settings={settings} />
      <AddressSection settings={settings} />
      <OpeningHoursSection settings={settings} />
      <DirectionsSection settings={settings} />
      <RulesSection settings={settings} />
      <BillingSection settings={settings} />
      <AnalyticsSection settings={settings} />
    </Stack>
  );
}

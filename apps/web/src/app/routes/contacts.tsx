import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { ConsentMap } from '../../features/consent/components/consent-map.tsx';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';
import { ContactBlock } from '../../features/practice/components/contact-block.tsx';

/** Contact page: the full contact block with directions and the consent-gated map. */
export function Component() {
  const { t } = useTranslation();
  const settings = usePublicSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <Stack>
      <PageHeader title={t('contact.pageTitle')} lead={t('contact.pageLead', { practiceName: settings.data.name })} />
      <ContactBlock
        settings={settings.data}
        map={<ConsentMap lat={settings.data.geo.lat} lon={settings.data.geo.lon} title={t('contact.mapTitle', { practiceName: settings.data.name })} />}
      />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ConsentMap } from '../../features/consent/components/consent-map.tsx';
import { ContactBlock } from '../../features/practice/components/contact-block.tsx';
import { WithPracticeSettings } from '../../features/practice/components/with-practice-settings.tsx';

/** Contact page: the full contact block with directions and the consent-gated map. */
export function Component() {
  const { t } = useTranslation();
  return (
    <WithPracticeSettings>
      {(settings) => (
        <Stack>
          <PageHeader title={t('contact.pageTitle')} lead={t('contact.pageLead', { practiceName: settings.name })} />
          <ContactBlock
            settings={settings}
            map={
              settings.geo ? <ConsentMap lat={settings.geo.lat} lon={settings.geo.lon} title={t('contact.mapTitle', { practiceName: settings.name })} /> : null
            }
          />
        </Stack>
      )}
    </WithPracticeSettings>
  );
}

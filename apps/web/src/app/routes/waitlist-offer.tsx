import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTherapists } from '../../features/practice/api/practice-queries.ts';
import { WaitlistOffer } from '../../features/waitlist/components/waitlist-offer.tsx';
import { therapistNames } from '../../features/waitlist/components/waitlist-window.tsx';

/** /waitlist/offer/:token: a freed time offered by a waiting-list mail; the token is the key, no login needed. */
export function Component() {
  const { t } = useTranslation('waitlist');
  const { token = '' } = useParams();
  const team = useTherapists();
  return (
    <Stack gap={0}>
      <PageHeader title={t('offer.title')} lead={t('offer.lead')} />
      <WaitlistOffer token={token} therapistName={therapistNames(team.data)} />
    </Stack>
  );
}

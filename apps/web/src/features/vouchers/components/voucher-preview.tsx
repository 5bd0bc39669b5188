import type { VoucherMotif } from '@praxis/domain';
import { Card, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MotifPicture } from './motif-picture.tsx';

/**
 * A small preview of the certificate as the form is filled in (wide screens): the motif's picture
 * on its tinted panel, the value, and the printed "for" and "from", as the PDF lays them out.
 */
export function VoucherPreview({ motif, francs, forName, fromName }: { motif: VoucherMotif | ''; francs: number | string; forName: string; fromName: string }) {
  const { t } = useTranslation('vouchers');
  const value = typeof francs === 'number' && francs > 0 ? t('value.choice', { francs }) : t('preview.noValue');
  return (
    <Card withBorder padding={0} component="figure" m={0} aria-label={t('preview.label')} data-testid="voucher-preview">
      <Center bg="praxis.0" py="lg" style={{ opacity: motif ? 1 : 0.35 }}>
        <MotifPicture motif={motif || 'neutral'} size={96} />
      </Center>
      <Stack gap={6} p="md">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.5}>
          {t('preview.heading')}
        </Text>
        <Text fw={700} fz={26} c="praxis.7" lh={1.1}>
          {value}
        </Text>
        {forName.trim() ? <Text size="sm">{t('preview.for', { name: forName.trim() })}</Text> : null}
        {fromName.trim() ? <Text size="sm">{t('preview.from', { name: fromName.trim() })}</Text> : null}
      </Stack>
      <Text component="figcaption" size="xs" c="dimmed" px="md" pb="sm">
        {t('preview.caption')}
      </Text>
    </Card>
  );
}

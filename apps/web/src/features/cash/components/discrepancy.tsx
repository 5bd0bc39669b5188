import { Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';

/** Counted less book: a shortfall (red), a surplus (orange) or none (green), with its amount. */
export function Discrepancy({ rappen, size }: { rappen: number; size?: MantineSize }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  if (rappen === 0) {
    return (
      <Text size={size} c="green" fw={600}>
        {t('discrepancy.none')}
      </Text>
    );
  }
  return (
    <Text size={size} c={rappen < 0 ? 'red' : 'orange'} fw={600} style={{ whiteSpace: 'nowrap' }}>
      {t(rappen < 0 ? 'discrepancy.shortfall' : 'discrepancy.surplus', { amount: format.chf(Math.abs(rappen)) })}
    </Text>
  );
}

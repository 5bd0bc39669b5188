import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format.ts';
import { useBookingSummary } from '../api/drawing-queries.ts';
import { personName } from '../../../lib/person-name.ts';

/** "Drawing board" and the booking: customer name – date and time – therapy. */
export function BoardHeader({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation(['drawing', 'therapies']);
  const format = useFormat();
  const booking = useBookingSummary(bookingId);
  const b = booking.data;
  const name = b ? personName(b.customer) : null;
  const line = b ? `${name} – ${format.dateTime(b.start)} – ${t(`therapies:items.${b.therapyLabelKey}.name`)}` : t('bookingNumber', { id: bookingId });
  return (
    <div style={{ minWidth: 0 }}>
      <Title order={1} size="h5" lh={1.2}>
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {line}
      </Text>
    </div>
  );
}

import type { PublicSettings } from '@praxis/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// 2023-01-01 was a Sunday: weekday n is that date plus n days.
const weekdayName = (weekday: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + weekday)));

/** Opening hours Monday first, closed days marked. */
export function OpeningHours({ hours }: { hours: PublicSettings['openingHours'] }) {
  const { t, i18n } = useTranslation();
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm" data-testid="opening-hours">
      <Table.Tbody>
        {mondayFirst.map((weekday) => {
          const ranges = hours.filter((h) => h.weekday === weekday);
          return (
            <Table.Tr key={weekday}>
              <Table.Td pr="md">{weekdayName(weekday, i18n.language)}</Table.Td>
              <Table.Td>{ranges.length ? ranges.map((r) => `${r.from}–${r.to}`).join(', ') : t('contact.closed')}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

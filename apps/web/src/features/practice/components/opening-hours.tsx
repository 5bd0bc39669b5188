import { weekdayName, type PublicSettings } from '@praxis/domain';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

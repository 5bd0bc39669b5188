import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceFigures, PerformanceReport } from '../api/performance-queries.ts';
import { useFigureFormat } from './use-figure-format.ts';

type Format = ReturnType<typeof useFigureFormat>;

/** The columns after the month: header key and cell text. */
const COLUMNS: Array<[string, (f: PerformanceFigures, format: Format) => ReactNode]> = [
  ['treatments', (f, format) => format.count(f.treatments)],
  ['therapyHours', (f, format) => format.hours(f.therapyMinutes)],
  ['bookedHours', (f, format) => format.hours(f.bookedMinutes)],
  ['planHours', (f, format) => format.hours(f.planMinutes)],
  ['utilisation', (f, format) => format.percent(f.utilisation)],
  ['listPrice', (f, format) => format.chf(f.listPriceRappen)],
  ['discount', (f, format) => format.chf(f.discountRappen)],
  ['paid', (f, format) => format.chf(f.paidRappen)],
  ['paidByCard', (f, format) => format.chf(f.paidByCardRappen)],
  ['invoicedOpen', (f, format) => format.chf(f.invoicedOpenRappen)],
  ['cancelled', (f, format) => format.count(f.cancelled)],
  ['cancelledCharged', (f, format) => format.count(f.cancelledCharged)],
  ['cancelledCharges', (f, format) => format.chf(f.cancelledChargeRappen)],
];

/**
 * The months of the report, oldest first, and the totals in the footer. On a narrow screen the
 * table scrolls sideways with the month column kept in view.
 */
export function PerformanceTable({ report }: { report: PerformanceReport }) {
  const { t } = useTranslation('performance');
  const format = useFigureFormat();
  const sticky = { position: 'sticky', left: 0, background: 'var(--mantine-color-body)', zIndex: 1 } as const;
  return (
    <Table.ScrollContainer minWidth={1280} type="native" tabIndex={0} role="region" aria-label={t('tableLabel')}>
      <Table highlightOnHover withTableBorder aria-label={t('tableLabel')} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky}>{t('columns.month')}</Table.Th>
            {COLUMNS.map(([key]) => (
              <Table.Th key={key} ta="right" style={{ whiteSpace: 'normal' }}>
                {t(`columns.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.months.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Th scope="row" fw={500} style={sticky}>
                {format.month(month.month)}
              </Table.Th>
              {COLUMNS.map(([key, cell]) => (
                <Table.Td key={key} ta="right">
                  {cell(month, format)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" style={sticky}>
              {t('total')}
            </Table.Th>
            {COLUMNS.map(([key, cell]) => (
              <Table.Td key={key} ta="right">
                <Text span fw={700} size="sm">
                  {cell(report.totals, format)}
                </Text>
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

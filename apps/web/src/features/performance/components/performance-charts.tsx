import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceReport } from '../api/performance-queries.ts';
import { useFigureFormat } from './use-figure-format.ts';

/**
 * Two charts of the months: list price against paid amount as bars, and the utilisation as a line.
 * Side by side on a wide screen, one above the other on a phone; they take the width they get.
 */
export function PerformanceCharts({ report }: { report: PerformanceReport }) {
  const { t } = useTranslation('performance');
  const format = useFigureFormat();
  const revenueId = useId();
  const utilisationId = useId();
  const revenue = report.months.map((m) => ({ month: format.month(m.month), listPrice: m.listPriceRappen / 100, paid: m.paidRappen / 100 }));
  const utilisation = report.months.map((m) => ({ month: format.month(m.month), utilisation: m.utilisation === null ? null : m.utilisation * 100 }));
  const francs = (value: number) => format.chf(Math.round(value * 100));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md" component="figure" m={0} aria-labelledby={revenueId}>
        <Title order={2} size="h4" mb="sm" id={revenueId}>
          {t('charts.revenue')}
        </Title>
        <BarChart
          h={260}
          data={revenue}
          dataKey="month"
          series={[
            { name: 'listPrice', label: t('columns.listPrice'), color: 'blue.4' },
            { name: 'paid', label: t('columns.paid'), color: 'teal.6' },
          ]}
          valueFormatter={francs}
          withLegend
          tickLine="y"
          yAxisProps={{ width: 70, tickFormatter: (value: number) => format.count(value) }}
        />
      </Card>
      <Card withBorder padding="md" component="figure" m={0} aria-labelledby={utilisationId}>
        <Title order={2} size="h4" mb="sm" id={utilisationId}>
          {t('charts.utilisation')}
        </Title>
        <LineChart
          h={260}
          data={utilisation}
          dataKey="month"
          series={[{ name: 'utilisation', label: t('columns.utilisation'), color: 'grape.6' }]}
          valueFormatter={(value) => format.percent(value / 100)}
          curveType="monotone"
          connectNulls={false}
          withLegend
          tickLine="y"
        />
      </Card>
    </SimpleGrid>
  );
}

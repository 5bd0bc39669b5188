import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { performanceCsvUrl, usePerformance, type PerformanceReport } from '../api/performance-queries.ts';
import { PerformanceCharts } from './performance-charts.tsx';
import { PerformanceTable } from './performance-table.tsx';
import { useFigureFormat } from './use-figure-format.ts';

const therapistName = (t: PerformanceReport['therapists'][number]) => [t.firstName, t.lastName].filter(Boolean).join(' ') || `#${t.id}`;

/** The chosen therapist (`?therapist=<id>` in the address), or null for all. */
function useTherapistFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('therapist') ?? '';
  const therapistId = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const choose = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('therapist');
        else next.set('therapist', String(id));
        return next;
      },
      { replace: true },
    );
  return [therapistId, choose] as const;
}

/**
 * The performance report (/performance, planners and above): the last 12 months and the current
 * one over all therapists or one, as key figures, charts and a table with totals, and as a CSV file.
 */
export function PerformanceReportView() {
  const { t, i18n } = useTranslation('performance');
  const format = useFigureFormat();
  const [therapistId, chooseTherapist] = useTherapistFilter();
  const report = usePerformance(therapistId);

  const data = report.data;
  const totals = data?.totals;
  const keyFigures = [
    ['treatments', totals ? format.count(totals.treatments) : '–'],
    ['listPrice', totals ? format.chf(totals.listPriceRappen) : '–'],
    ['paid', totals ? format.chf(totals.paidRappen) : '–'],
    ['utilisation', totals ? format.percent(totals.utilisation) : '–'],
  ] as const;
  return (
    <Stack gap="lg">
      <Group align="flex-end" justify="space-between" gap="sm">
        <NativeSelect
          label={t('filter.label')}
          data={[
            { value: 'all', label: t('filter.all') },
            ...(data?.therapists ?? []).map((therapist) => ({ value: String(therapist.id), label: therapistName(therapist) })),
            // A therapist chosen in the address but not in the list keeps a name until the list has them.
            ...(therapistId !== null && data && !data.therapists.some((th) => th.id === therapistId)
              ? [{ value: String(therapistId), label: `#${therapistId}` }]
              : []),
          ]}
          value={therapistId === null ? 'all' : String(therapistId)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            chooseTherapist(value === 'all' ? null : Number(value));
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <Button component="a" href={performanceCsvUrl(therapistId, i18n.language)} download variant="light" w={{ base: '100%', xs: 'auto' }}>
          {t('export')}
        </Button>
      </Group>
      {report.isPending ? <LoadingState /> : null}
      {report.error && !data ? <ErrorState error={report.error} onRetry={() => void report.refetch()} /> : null}
      {data ? (
        <>
          {/* One a row on a phone: a year's francs ("CHF 310'675.00") do not fit half its width. */}
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" aria-label={t('keyFigures')} component="section">
            {keyFigures.map(([key, value]) => (
              <Card key={key} withBorder padding="sm">
                <Text size="sm" c="dimmed">
                  {t(`columns.${key}`)}
                </Text>
                <Text fw={700} size="xl" data-testid={`total-${key}`}>
                  {value}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <PerformanceCharts report={data} />
          <PerformanceTable report={data} />
          <Text size="sm" c="dimmed">
            {t('notes')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

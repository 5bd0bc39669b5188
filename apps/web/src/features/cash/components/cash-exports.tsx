import { cashExportPdfContract } from '@praxis/domain';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashExportUrl, monthRange } from '../cash-model.ts';

/**
 * The cash book as PDF (opens in a new tab) and CSV (for the bookkeeping), and the bookkeeping of
 * the period as a text file Banana Accounting imports: the month shown, or any range of days.
 */
export function CashExports({ month }: { month: string }) {
  const { t } = useTranslation('cash');
  const shown = monthRange(month);
  const [range, setRange] = useState(shown);
  const checked = cashExportPdfContract.querystring.safeParse(range);
  // The first problem of each field, in words (a day that is none, a reversed or too long range).
  const problems: Record<string, string> = {};
  if (!checked.success) for (const issue of checked.error.issues) problems[String(issue.path[0] ?? 'to')] ??= issue.message;
  const problem = (field: 'from' | 'to') => (problems[field] ? t(`validation.${problems[field]}`, { defaultValue: t('validation.invalidRange') }) : undefined);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('exports.title')}
      </Title>
      <Group gap="xs" wrap="wrap">
        <Button component="a" href={cashExportUrl('pdf', shown)} target="_blank" rel="noopener" variant="light">
          {t('exports.monthPdf')}
        </Button>
        <Button component="a" href={cashExportUrl('csv', shown)} download variant="light">
          {t('exports.monthCsv')}
        </Button>
        <Button component="a" href={cashExportUrl('txt', shown)} download variant="light">
          {t('exports.monthBanana')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('exports.bananaHint')}
      </Text>
      <form onSubmit={(event) => event.preventDefault()} aria-label={t('exports.range')} noValidate>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('exports.range')}
          </Text>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              type="date"
              label={t('exports.from')}
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
              error={problem('from')}
              w={{ base: '100%', xs: 180 }}
            />
            <TextInput
              type="date"
              label={t('exports.to')}
              value={range.to}
              onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
              error={problem('to')}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
          <Group gap="xs" wrap="wrap">
            {checked.success ? (
              <>
                <Button component="a" href={cashExportUrl('pdf', range)} target="_blank" rel="noopener" variant="default">
                  {t('exports.rangePdf')}
                </Button>
                <Button component="a" href={cashExportUrl('csv', range)} download variant="default">
                  {t('exports.rangeCsv')}
                </Button>
                <Button component="a" href={cashExportUrl('txt', range)} download variant="default">
                  {t('exports.rangeBanana')}
                </Button>
              </>
            ) : (
              <>
                <Button variant="default" disabled>
                  {t('exports.rangePdf')}
                </Button>
                <Button variant="default" disabled>
                  {t('exports.rangeCsv')}
                </Button>
                <Button variant="default" disabled>
                  {t('exports.rangeBanana')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

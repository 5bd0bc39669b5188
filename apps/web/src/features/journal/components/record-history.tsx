import { JOURNAL_FIELDS, type RecordHistoryEntry } from '@praxis/domain';
import { Anchor, Badge, Card, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useRecordHistory } from '../api/journal-queries.ts';
import { formatInstantStyled } from '../../../lib/format.ts';

/** The customer's earlier journals and drawings, newest first, so the therapist sees the history while writing. */
export function RecordHistory({ bookingId, canDraw }: { bookingId: number; canDraw: boolean }) {
  const { t, i18n } = useTranslation(['journal', 'therapies']);
  const history = useRecordHistory(bookingId);
  const day = (iso: string) => formatInstantStyled(iso, i18n.language, 'medium', 'short');
  return (
    <Stack gap="sm" component="section" aria-labelledby="journal-history">
      <Title order={2} size="h4" id="journal-history">
        {t('journal:history.title')}
      </Title>
      {history.isPending ? <LoadingState /> : null}
      {history.isError ? <ErrorState error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.data?.length === 0 ? <Text c="dimmed">{t('journal:history.none')}</Text> : null}
      {history.data?.map((entry) => (
        <HistoryCard key={entry.bookingId} entry={entry} when={day(entry.start)} canDraw={canDraw} />
      ))}
    </Stack>
  );
}

function HistoryCard({ entry, when, canDraw }: { entry: RecordHistoryEntry; when: string; canDraw: boolean }) {
  const { t } = useTranslation(['journal', 'therapies']);
  const filled = entry.journal ? JOURNAL_FIELDS.filter((field) => entry.journal![field].trim() !== '') : [];
  // Each card's folded journal is a region of its own: named by its date, so several stay apart.
  const dateId = `record-history-${entry.bookingId}`;
  return (
    <Card withBorder padding="sm" component="article">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor href={`/journal?bookingId=${entry.bookingId}`} fw={600} size="sm" id={dateId}>
            {when}
          </Anchor>
          {entry.drawingViews.length > 0 ? (
            <Badge size="sm" variant="light" color="grape">
              {t('journal:history.drawings', { count: entry.drawingViews.length })}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`therapies:items.${entry.therapyLabelKey}.name`)} · {entry.therapistName}
        </Text>
        {filled.length > 0 ? (
          <Spoiler
            maxHeight={96}
            showLabel={t('journal:history.more')}
            hideLabel={t('journal:history.less')}
            attributes={{ content: { 'aria-labelledby': dateId } }}
          >
            <Stack gap={4}>
              {filled.map((field) => (
                <Text key={field} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <Text span fw={600} size="sm">
                    {t(`journal:fields.${field}`)}:{' '}
                  </Text>
                  {entry.journal![field]}
                </Text>
              ))}
            </Stack>
          </Spoiler>
        ) : (
          <Text size="sm" c="dimmed">
            {t('journal:history.noJournal')}
          </Text>
        )}
        {canDraw && entry.drawingViews.length > 0 ? (
          <Anchor size="sm" href={`/drawingBoard?bookingId=${entry.bookingId}`} target="_blank" rel="noopener">
            {t('journal:history.openDrawing')}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

import { Alert, Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { DRAWING_VIEWS, type RecordHistoryEntry } from '@praxis/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useEarlierDrawing, useRecordHistory } from '../api/drawing-queries.ts';
import type { ViewMap } from '../drawing-model.ts';
import { ViewPicture } from './view-svg.tsx';

interface EarlierDrawingsProps {
  bookingId: number;
  readOnly: boolean;
  onCopy: (views: ViewMap) => void;
  /** False inside a drawer that shows the title itself. */
  heading?: boolean;
}

/**
 * The same customer's earlier drawings (from the record history), newest first: one opens as a
 * read-only preview and can be copied into this drawing as a starting point (undoable).
 */
export function EarlierDrawings({ bookingId, readOnly, onCopy, heading = true }: EarlierDrawingsProps) {
  const { t } = useTranslation(['drawing', 'therapies']);
  const format = useFormat();
  const history = useRecordHistory(bookingId);
  const [openId, setOpenId] = useState<number | null>(null);
  const [copiedId, setCopiedId] = useState<number | null>(null);
  const entries = (history.data?.entries ?? []).filter((entry) => entry.drawingViews.length > 0);
  const open = entries.find((entry) => entry.bookingId === openId);
  const describe = (entry: RecordHistoryEntry) => `${format.instantDate(entry.start)} · ${t(`therapies:items.${entry.therapyLabelKey}.name`)}`;

  return (
    <Stack gap="sm">
      {heading ? (
        <Title order={2} size="h5">
          {t('earlier.title')}
        </Title>
      ) : null}
      {history.isPending ? <LoadingState /> : null}
      {history.isError ? <ErrorState error={history.error} onRetry={() => void history.refetch()} /> : null}
      {history.isSuccess && entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('earlier.none')}
        </Text>
      ) : null}
      {open ? (
        <EarlierPreview
          entry={open}
          title={describe(open)}
          readOnly={readOnly}
          copied={copiedId === open.bookingId}
          onBack={() => setOpenId(null)}
          onCopy={(views) => {
            onCopy(views);
            setCopiedId(open.bookingId);
          }}
        />
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((entry) => (
            <li key={entry.bookingId}>
              <UnstyledButton
                onClick={() => setOpenId(entry.bookingId)}
                w="100%"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
              >
                <Text size="sm" fw={600}>
                  {describe(entry)}
                </Text>
                <Text size="xs" c="dimmed">
                  {entry.therapistName} · {entry.drawingViews.map((view) => t(`viewNames.${view}`)).join(', ')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface PreviewProps {
  entry: RecordHistoryEntry;
  title: string;
  readOnly: boolean;
  copied: boolean;
  onBack: () => void;
  onCopy: (views: ViewMap) => void;
}

/** One earlier drawing, every view that has strokes, with the copy action. */
function EarlierPreview({ entry, title, readOnly, copied, onBack, onCopy }: PreviewProps) {
  const { t } = useTranslation('drawing');
  const drawing = useEarlierDrawing(entry.bookingId);
  const views = DRAWING_VIEWS.flatMap((view) => {
    const found = drawing.data?.views.find((v) => v.view === view);
    return found && found.strokes.length > 0 ? [found] : [];
  });
  const copy = () => onCopy(Object.fromEntries(views.map((v) => [v.view, v.strokes])) as ViewMap);
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onBack} style={{ flexShrink: 0 }}>
          {t('earlier.back')}
        </Button>
      </Group>
      {drawing.isPending ? <LoadingState /> : null}
      {drawing.isError ? <ErrorState error={drawing.error} onRetry={() => void drawing.refetch()} /> : null}
      {drawing.isSuccess ? (
        <>
          <Group gap="xs">
            {views.map((v) => (
              <Stack key={v.view} gap={2} align="center">
                <ViewPicture view={v.view} strokes={v.strokes} label={t('earlier.previewOf', { view: t(`viewNames.${v.view}`) })} />
                <Text size="xs" c="dimmed">
                  {t(`viewNames.${v.view}`)}
                </Text>
              </Stack>
            ))}
          </Group>
          {readOnly ? null : (
            <Button size="xs" onClick={copy} disabled={views.length === 0}>
              {t('earlier.copy')}
            </Button>
          )}
          {copied ? (
            <Alert color="green" p="xs" role="status">
              <Text size="xs">{t('earlier.copied')}</Text>
            </Alert>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

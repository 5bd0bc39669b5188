import { Badge, Box, Button, Drawer, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DrawingColour, DrawingView, Pen, Stroke } from '@praxis/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { useDrawing } from '../api/drawing-queries.ts';
import { canRedo, canUndo, strokesOf, type ViewMap } from '../drawing-model.ts';
import { useDrawingBoard } from '../hooks/use-drawing-board.ts';
import { useBoardKeys } from '../hooks/use-board-keys.ts';
import { BoardHeader } from './board-header.tsx';
import classes from './drawing-board.module.css';
import { DrawingCanvas, type Tool } from './drawing-canvas.tsx';
import { DrawingToolbar } from './drawing-toolbar.tsx';
import { EarlierDrawings } from './earlier-drawings.tsx';
import { HistoryIcon } from './icons.tsx';
import { SaveState } from './save-state.tsx';

/** The drawing board of one booking: loads its drawing, then hands it to the board. */
export function DrawingBoardScreen({ bookingId, readOnly }: { bookingId: number; readOnly: boolean }) {
  const drawing = useDrawing(bookingId);
  if (drawing.isPending) return <LoadingState />;
  if (drawing.isError)
    return (
      <Box p="md">
        <ErrorState error={drawing.error} onRetry={() => void drawing.refetch()} />
      </Box>
    );
  const initial: ViewMap = Object.fromEntries(drawing.data.views.map((v) => [v.view, v.strokes]));
  return <DrawingBoard bookingId={bookingId} initial={initial} readOnly={readOnly} />;
}

interface DrawingBoardProps {
  bookingId: number;
  initial: ViewMap;
  readOnly: boolean;
}

/** Header with save state, toolbar, the drawing surface and the earlier drawings (side panel, or a drawer on phones). */
export function DrawingBoard({ bookingId, initial, readOnly }: DrawingBoardProps) {
  const { t } = useTranslation('drawing');
  const wide = useMediaQuery('(min-width: 64em)');
  const { state, actions, save } = useDrawingBoard(bookingId, initial);
  const [view, setView] = useState<DrawingView>('front');
  const [tool, setTool] = useState<Tool>('draw');
  const [pen, setPen] = useState<Pen>('m');
  const [colour, setColour] = useState<DrawingColour>('red');
  const [selected, setSelected] = useState<Stroke | null>(null);
  const [earlierOpen, setEarlierOpen] = useState(false);
  const strokes = strokesOf(state, view);
  const selectedIndex = selected ? strokes.indexOf(selected) : -1;
  const drawnViews = useMemo(
    () => new Set((Object.entries(state.views) as Array<[DrawingView, readonly Stroke[]]>).filter(([, s]) => s.length > 0).map(([v]) => v)),
    [state.views],
  );
  const deleteSelected = () => {
    if (selectedIndex < 0) return;
    actions.deleteStroke(view, selectedIndex);
    setSelected(null);
  };
  useBoardKeys({ readOnly, onUndo: actions.undo, onRedo: actions.redo, onDelete: deleteSelected, onEscape: () => setSelected(null) });
  useEffect(() => setSelected(null), [view, tool]);

  const earlier = (
    <EarlierDrawings
      heading={!!wide}
      bookingId={bookingId}
      readOnly={readOnly}
      onCopy={(views) => {
        actions.copyViews(views);
        const first = Object.keys(views)[0] as DrawingView | undefined;
        if (first) setView(first);
        setEarlierOpen(false);
      }}
    />
  );

  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <BoardHeader bookingId={bookingId} />
        <Group gap="xs" wrap="nowrap">
          {readOnly ? <Badge color="gray">{t('readOnly')}</Badge> : <SaveState status={save.status} error={save.error} onRetry={save.retryNow} />}
          {wide ? null : (
            <Button size="xs" variant="light" leftSection={<HistoryIcon />} onClick={() => setEarlierOpen(true)}>
              {t('earlier.open')}
            </Button>
          )}
        </Group>
      </Box>
      <DrawingToolbar
        view={view}
        onView={setView}
        drawnViews={drawnViews}
        tool={tool}
        onTool={setTool}
        pen={pen}
        onPen={setPen}
        colour={colour}
        onColour={(c) => {
          setColour(c);
          setTool('draw');
        }}
        canUndo={canUndo(state)}
        canRedo={canRedo(state)}
        onUndo={actions.undo}
        onRedo={actions.redo}
        hasSelection={selectedIndex >= 0}
        onDeleteSelected={deleteSelected}
        canClear={strokes.length > 0}
        onClear={() => actions.clearViews([view])}
        readOnly={readOnly}
        vertical={!!wide}
      />
      <Box component="main" className={classes.board}>
        <DrawingCanvas
          view={view}
          strokes={strokes}
          pen={pen}
          colour={colour}
          tool={tool}
          readOnly={readOnly}
          selected={selectedIndex}
          label={t('canvas', { view: t(`viewNames.${view}`) })}
          onStroke={(stroke) => actions.addStroke(view, stroke)}
          onSelect={(index) => setSelected(index >= 0 ? strokes[index]! : null)}
        />
      </Box>
      {wide ? (
        <Box component="aside" className={classes.side}>
          {earlier}
        </Box>
      ) : (
        <Drawer opened={earlierOpen} onClose={() => setEarlierOpen(false)} position="bottom" size="85%" title={t('earlier.title')}>
          {earlier}
        </Drawer>
      )}
      {tool === 'select' && !readOnly ? (
        <Text size="xs" c="dimmed" className={classes.hint} role="status">
          {selectedIndex >= 0 ? t('selectedHint') : t('selectHint')}
        </Text>
      ) : null}
    </Box>
  );
}

import { ActionIcon, Box, Button, CheckIcon, ColorSwatch, Group, SegmentedControl, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { COLOUR_HEX, DRAWING_COLOURS, PEN_WIDTH, PENS, type DrawingColour, type DrawingView, type Pen } from '@praxis/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { groupOf, SPINE_POSITIONS, toView, VIEW_GROUPS, type SpinePosition, type ViewGroup } from '../board-views.ts';
import classes from './drawing-board.module.css';
import type { Tool } from './drawing-canvas.tsx';
import { PenDot, PenIcon, PointerIcon, RedoIcon, TrashIcon, UndoIcon } from './icons.tsx';

export interface ToolbarProps {
  view: DrawingView;
  onView: (view: DrawingView) => void;
  /** Views holding strokes: marked in the switch. */
  drawnViews: ReadonlySet<DrawingView>;
  tool: Tool;
  onTool: (tool: Tool) => void;
  pen: Pen;
  onPen: (pen: Pen) => void;
  colour: DrawingColour;
  onColour: (colour: DrawingColour) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  hasSelection: boolean;
  onDeleteSelected: () => void;
  canClear: boolean;
  onClear: () => void;
  readOnly: boolean;
  /** The toolbar as a column beside the board (wide screens): view switches stacked, full width. */
  vertical?: boolean;
}

/** A labelled group of controls (the label shows on wide screens, and names the group for screen readers). */
function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="group" aria-label={label} className={classes.section}>
      <Text size="xs" c="dimmed" fw={600} className={classes.sectionLabel} aria-hidden="true">
        {label}
      </Text>
      <Group gap={6} wrap="wrap" className={classes.sectionBody}>
        {children}
      </Group>
    </Box>
  );
}

/** View switch, tools, pens, colours and the editing actions of the board. */
export function DrawingToolbar(props: ToolbarProps) {
  const { t } = useTranslation('drawing');
  const group = groupOf(props.view);
  const position: SpinePosition = props.view.startsWith('spine-') ? (props.view.slice(6) as SpinePosition) : 'centre';
  const marked = (g: ViewGroup) => (g === 'spine' ? SPINE_POSITIONS.some((p) => props.drawnViews.has(toView('spine', p))) : props.drawnViews.has(g));
  return (
    // A named section: the tools are a landmark of the board's window, found like its header and canvas.
    <Box component="section" aria-label={t('toolbar.label')} className={classes.toolbar}>
      <Section label={t('toolbar.view')}>
        <SegmentedControl
          size="xs"
          orientation={props.vertical ? 'vertical' : 'horizontal'}
          fullWidth={props.vertical}
          value={group}
          onChange={(g) => props.onView(toView(g as ViewGroup, position))}
          data={VIEW_GROUPS.map((g) => ({ value: g, label: `${t(`views.${g}`)}${marked(g) ? ' •' : ''}` }))}
          aria-label={t('toolbar.view')}
        />
        {group === 'spine' ? (
          <SegmentedControl
            size="xs"
            fullWidth={props.vertical}
            value={position}
            onChange={(p) => props.onView(toView('spine', p as SpinePosition))}
            data={SPINE_POSITIONS.map((p) => ({ value: p, label: `${t(`spinePositions.${p}`)}${props.drawnViews.has(toView('spine', p)) ? ' •' : ''}` }))}
            aria-label={t('toolbar.spinePosition')}
          />
        ) : null}
      </Section>
      {props.readOnly ? null : (
        <>
          <Section label={t('toolbar.tool')}>
            <SegmentedControl
              size="xs"
              value={props.tool}
              onChange={(tool) => props.onTool(tool as Tool)}
              aria-label={t('toolbar.tool')}
              data={[
                {
                  value: 'draw',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <PenIcon />
                      {t('tools.draw')}
                    </Group>
                  ),
                },
                {
                  value: 'select',
                  label: (
                    <Group gap={4} wrap="nowrap">
                      <PointerIcon />
                      {t('tools.select')}
                    </Group>
                  ),
                },
              ]}
            />
          </Section>
          <Section label={t('toolbar.pen')}>
            <SegmentedControl
              size="xs"
              value={props.pen}
              onChange={(pen) => props.onPen(pen as Pen)}
              aria-label={t('toolbar.pen')}
              data={PENS.map((pen) => ({
                value: pen,
                label: (
                  <Tooltip label={t(`pens.${pen}`)} openDelay={400}>
                    <Box component="span" style={{ display: 'inline-flex' }}>
                      <PenDot size={Math.max(3, PEN_WIDTH[pen] * 0.9)} />
                      <VisuallyHidden>{t(`pens.${pen}`)}</VisuallyHidden>
                    </Box>
                  </Tooltip>
                ),
              }))}
            />
          </Section>
          <Section label={t('toolbar.colour')}>
            {DRAWING_COLOURS.map((colour) => (
              <ColorSwatch
                key={colour}
                component="button"
                type="button"
                color={COLOUR_HEX[colour]}
                size={30}
                aria-label={t(`colours.${colour}`)}
                aria-pressed={props.colour === colour}
                title={t(`colours.${colour}`)}
                onClick={() => props.onColour(colour)}
                className={classes.swatch}
                style={{ color: colour === 'yellow' ? '#000' : '#fff' }}
              >
                {props.colour === colour ? <CheckIcon size={12} /> : null}
              </ColorSwatch>
            ))}
          </Section>
          <Section label={t('toolbar.edit')}>
            <Tooltip label={t('toolbar.undoHint')}>
              <ActionIcon variant="default" size="lg" aria-label={t('toolbar.undo')} onClick={props.onUndo} disabled={!props.canUndo}>
                <UndoIcon />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('toolbar.redoHint')}>
              <ActionIcon variant="default" size="lg" aria-label={t('toolbar.redo')} onClick={props.onRedo} disabled={!props.canRedo}>
                <RedoIcon />
              </ActionIcon>
            </Tooltip>
            <Button size="xs" variant="default" leftSection={<TrashIcon />} onClick={props.onDeleteSelected} disabled={!props.hasSelection}>
              {t('toolbar.deleteStroke')}
            </Button>
            <ConfirmButton
              size="xs"
              variant="light"
              color="red"
              disabled={!props.canClear}
              question={t('toolbar.clearQuestion', { view: t(`viewNames.${props.view}`) })}
              confirmLabel={t('toolbar.clearConfirm')}
              onConfirm={props.onClear}
            >
              {t('toolbar.clearAll')}
            </ConfirmButton>
          </Section>
        </>
      )}
    </Box>
  );
}

import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useWheelDrag } from '../hooks/use-wheel-drag.ts';
import classes from './therapy-wheel.module.css';
import { WheelCard, type WheelItem } from './wheel-card.tsx';
import { fadeFor, mod, ringDistance, ringRadius, shortestTurn } from './wheel-geometry.ts';

interface TherapyWheelProps {
  items: WheelItem[];
  /** Index of the item in front. */
  current: number;
  onCurrentChange: (index: number) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/**
 * Step 2: the therapies on a 3D ring (CSS transforms only). Turns by mouse drag, touch swipe, the
 * arrow buttons, or ←/→/Home/End on the focused card; a click or Enter chooses the card. The
 * current therapy is announced politely. With reduced motion the ring turns without animation.
 */
export function TherapyWheel({ items, current, onCurrentChange, selectedId, onSelect }: TherapyWheelProps) {
  const { t } = useTranslation('picker');
  // Read at once (no server rendering here), so a phone never first draws the desktop ring.
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const narrow = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const count = items.length;
  const itemWidth = narrow ? 176 : 240;
  const pxPerStep = itemWidth * 0.75;
  const stepAngle = 360 / Math.max(count, 1);
  const radius = ringRadius(count, itemWidth);

  // The ring's turn counts whole steps without limit: passing the last card goes on forward
  // instead of spinning back. A new `current` from outside turns the shortest way.
  const [position, setPosition] = useState(current);
  if (count > 0 && mod(position, count) !== current) setPosition(position + shortestTurn(mod(position, count), current, count));

  const turnBy = (steps: number, focus = false) => {
    if (count === 0) return;
    const next = mod(position + steps, count);
    if (steps !== 0) {
      setPosition(position + steps);
      onCurrentChange(next);
    }
    // preventScroll: the browser would otherwise scroll the clipped stage to the card.
    if (focus) cards.current[next]?.focus({ preventScroll: true });
  };
  const drag = useWheelDrag((deltaX) => turnBy(Math.round(-deltaX / pxPerStep)));

  const onKeyDown = (event: KeyboardEvent) => {
    const keySteps: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: shortestTurn(current, 0, count),
      End: shortestTurn(current, count - 1, count),
    };
    const steps = keySteps[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    turnBy(steps, true);
  };

  if (count === 0) return <Text c="dimmed">{t('wheel.empty')}</Text>;
  const angle = -position * stepAngle + (drag.offset / pxPerStep) * stepAngle;
  const dragging = drag.offset !== 0 || undefined;
  return (
    <Stack gap="sm" role="group" aria-label={t('wheel.label')} data-testid="therapy-wheel">
      <div
        className={classes.stage}
        style={{ '--item-width': `${itemWidth}px` } as CSSProperties}
        data-dragging={dragging}
        onKeyDown={onKeyDown}
        {...drag.handlers}
      >
        <div
          className={classes.ring}
          data-motion={reduceMotion ? 'reduced' : 'full'}
          data-dragging={dragging}
          style={{ transform: `translateZ(${-radius}px) rotateY(${angle}deg)` }}
        >
          {items.map((item, index) => {
            const fade = fadeFor(ringDistance(index, mod(position - drag.offset / pxPerStep, count), count));
            return (
              <div
                key={item.id}
                className={classes.slot}
                // Cards further back fade their picture only: their text keeps its 4.5:1 contrast (WCAG 1.4.3).
                style={
                  {
                    transform: `rotateY(${index * stepAngle}deg) translateZ(${radius}px)`,
                    '--fade': fade,
                    opacity: fade === 0 ? 0 : undefined,
                    pointerEvents: fade === 0 ? 'none' : undefined,
                  } as CSSProperties
                }
              >
                <WheelCard
                  ref={(element) => {
                    cards.current[index] = element;
                  }}
                  item={item}
                  selected={item.id === selectedId}
                  tabIndex={index === current ? 0 : -1}
                  onClick={() => {
                    turnBy(shortestTurn(current, index, count));
                    onSelect(item.id);
                  }}
                />
              </div>
            );
          })}
        </div>
      </div>
      <Group justify="center" gap="sm" wrap="nowrap">
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('wheel.previous')} onClick={() => turnBy(-1)}>
          <Chevron direction="left" />
        </ActionIcon>
        <Text fw={500} ta="center" aria-live="polite" aria-atomic style={{ minWidth: 0 }}>
          {t('wheel.position', { name: items[current]?.name, index: current + 1, count })}
        </Text>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('wheel.next')} onClick={() => turnBy(1)}>
          <Chevron direction="right" />
        </ActionIcon>
      </Group>
      <Text size="sm" c="dimmed" ta="center">
        {t('wheel.hint')}
      </Text>
    </Stack>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

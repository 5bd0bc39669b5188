import type { StaffBookingRow } from '@praxis/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { dropTarget, type CalendarBlock, type CalendarCell, type MoveTarget } from '../calendar-model.ts';

/** A booking being dragged: the minutes after its start it was grabbed at, the cell under the pointer. */
export interface BlockDrag {
  key: string;
  booking: StaffBookingRow;
  grabMinutes: number;
  cell: CalendarCell | null;
}

/** Pixels the pointer moves before a press on a block becomes a drag (less is a click). */
const THRESHOLD = 5;
/** How long a finger rests on a block before it picks the block up; moving sooner scrolls the grid. */
export const LONG_PRESS_MS = 450;

/** The calendar cell under a point, looking through the blocks over it (cells carry `data-cell-*`). */
function cellAt(x: number, y: number): CalendarCell | null {
  // NOTE: jsdom has no elementsFromPoint; there no drag starts.
  if (typeof document.elementsFromPoint !== 'function') return null;
  for (const element of document.elementsFromPoint(x, y)) {
    if (!(element instanceof HTMLElement) || !element.dataset.cellDate) continue;
    return { date: element.dataset.cellDate, minutes: Number(element.dataset.cellMinutes), therapistId: Number(element.dataset.cellTherapist) };
  }
  return null;
}

const sameCell = (a: CalendarCell | null, b: CalendarCell | null) => a?.date === b?.date && a?.minutes === b?.minutes && a?.therapistId === b?.therapistId;

/** A press on a block: where it began, whether it became a drag, and for touch what ends the wait. */
interface Press {
  x: number;
  y: number;
  started: boolean;
  drag: BlockDrag;
  /** Touch only: undoes the long-press timer and the scroll blocker. */
  release?: () => void;
}

/**
 * Drags a held booking's block onto another cell: `onDrop` gets the new start and therapist. With
 * a mouse or pen the block moves once the pointer does; a press that barely moves stays a click.
 * With a finger the block is picked up after resting on it for `LONG_PRESS_MS` (a tablet at the
 * front desk); a finger that moves sooner scrolls the grid as before. Escape or a lost pointer cancels.
 */
export function useBlockDrag(onDrop: (booking: StaffBookingRow, target: MoveTarget) => void) {
  const [drag, setDrag] = useState<BlockDrag | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  // A calendar left while a finger rests on a block (a new day loaded, another page) ends the wait.
  useEffect(() => () => press.current?.release?.(), []);

  const cancel = () => {
    press.current?.release?.();
    press.current = null;
    setDrag(null);
  };

  /** Waits for the finger to rest; once the block is picked up, the grid no longer scrolls under it. */
  const awaitLongPress = (element: HTMLElement, current: Press) => {
    // NOTE: React listens to touchmove passively; only a listener of our own may stop the scrolling.
    const holdStill = (event: TouchEvent) => {
      if (current.started && event.cancelable) event.preventDefault();
    };
    // The browser's own long press (a menu, which ends the touch) may come before our timer does.
    const noMenu = (event: Event) => event.preventDefault();
    const timer = window.setTimeout(() => {
      if (press.current !== current) return;
      current.started = true;
      setDrag({ ...current.drag });
      navigator.vibrate?.(10);
    }, LONG_PRESS_MS);
    element.addEventListener('touchmove', holdStill, { passive: false });
    element.addEventListener('contextmenu', noMenu);
    current.release = () => {
      window.clearTimeout(timer);
      element.removeEventListener('touchmove', holdStill);
      element.removeEventListener('contextmenu', noMenu);
    };
  };

  /** The pointer handlers of one block; none for absences and cancelled bookings. */
  const handlers = (block: CalendarBlock) => {
    const { item } = block;
    if (item.kind !== 'booking' || item.booking.cancelledAt !== null) return {};
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        dragged.current = false;
        if (event.button !== 0) return;
        press.current?.release?.();
        const cell = cellAt(event.clientX, event.clientY);
        const grabMinutes = cell ? Math.max(0, cell.minutes - block.from) : 0;
        const current: Press = { x: event.clientX, y: event.clientY, started: false, drag: { key: item.key, booking: item.booking, grabMinutes, cell } };
        press.current = current;
        if (event.pointerType === 'touch') awaitLongPress(event.currentTarget, current);
        else event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = press.current;
        if (!current) return;
        if (!current.started) {
          if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < THRESHOLD) return;
          // A finger that moves before the block is picked up scrolls; the press is over.
          if (event.pointerType === 'touch') return cancel();
          current.started = true;
        }
        const cell = cellAt(event.clientX, event.clientY);
        setDrag((shown) => (shown && sameCell(shown.cell, cell) ? shown : { ...current.drag, cell }));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const current = press.current;
        cancel();
        if (!current?.started) return;
        dragged.current = true;
        const cell = cellAt(event.clientX, event.clientY);
        const target = cell ? dropTarget(current.drag.booking, current.drag.grabMinutes, cell) : null;
        if (target) onDrop(current.drag.booking, target);
      },
      onPointerCancel: cancel,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Escape' && press.current) cancel();
      },
    };
  };

  /** Whether the click that ends a drag is to be ignored (it does not open the block). */
  const endsDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { drag, handlers, endsDrag };
}

import type { StaffBookingRow } from '@praxis/domain';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
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

/**
 * Drags a held booking's block with the pointer (mouse or pen; touch scrolls the grid) onto another
 * cell: `onDrop` gets the new start and therapist. A press that barely moves stays a click; Escape
 * or a lost pointer cancels.
 */
export function useBlockDrag(onDrop: (booking: StaffBookingRow, target: MoveTarget) => void) {
  const [drag, setDrag] = useState<BlockDrag | null>(null);
  const press = useRef<{ x: number; y: number; started: boolean; drag: BlockDrag } | null>(null);
  const dragged = useRef(false);

  const cancel = () => {
    press.current = null;
    setDrag(null);
  };

  /** The pointer handlers of one block; none for absences and cancelled bookings. */
  const handlers = (block: CalendarBlock) => {
    const { item } = block;
    if (item.kind !== 'booking' || item.booking.cancelledAt !== null) return {};
    return {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        dragged.current = false;
        if (event.button !== 0 || event.pointerType === 'touch') return;
        const cell = cellAt(event.clientX, event.clientY);
        const grabMinutes = cell ? Math.max(0, cell.minutes - block.from) : 0;
        press.current = { x: event.clientX, y: event.clientY, started: false, drag: { key: item.key, booking: item.booking, grabMinutes, cell } };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const current = press.current;
        if (!current) return;
        if (!current.started && Math.hypot(event.clientX - current.x, event.clientY - current.y) < THRESHOLD) return;
        current.started = true;
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

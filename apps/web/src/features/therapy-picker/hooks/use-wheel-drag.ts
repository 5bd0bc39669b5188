import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

// Movement below this many pixels is a click or tap, not a drag.
const DRAG_THRESHOLD = 8;

/**
 * Mouse drag and touch swipe (pointer events) on the wheel: `offset` follows the pointer while
 * dragging; on release `onRelease` gets the horizontal distance. A drag never counts as a click.
 */
export function useWheelDrag(onRelease: (deltaX: number) => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const dragged = useRef(false);
  const swallowClick = useRef(false);

  const distance = (event: PointerEvent) => event.clientX - (start.current?.x ?? event.clientX);
  const isOurs = (event: PointerEvent) => start.current?.pointerId === event.pointerId;
  const reset = () => {
    start.current = null;
    dragged.current = false;
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!isOurs(event)) return;
    const dx = distance(event);
    if (!dragged.current && Math.abs(dx) < DRAG_THRESHOLD) return;
    if (!dragged.current) {
      dragged.current = true;
      // NOTE: capture only once it is a drag; captured earlier, a click would miss the card.
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!isOurs(event)) return;
    if (dragged.current) {
      onRelease(distance(event));
      // The browser may fire a click right after this pointerup, in the same task: ignore it,
      // but not a later click (Enter, a screen reader) once this task is over.
      swallowClick.current = true;
      window.setTimeout(() => {
        swallowClick.current = false;
      }, 0);
    }
    reset();
  };
  const onClickCapture = (event: MouseEvent) => {
    if (swallowClick.current) event.stopPropagation();
  };

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: reset, onClickCapture } };
}

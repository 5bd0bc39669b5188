import { act, renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarBlock } from '../calendar-model.ts';
import { bookingRow, today } from '../components/test-fixtures.ts';
import { LONG_PRESS_MS, useBlockDrag } from './use-block-drag.ts';

const booking = bookingRow({ therapistId: 3 });
const block: CalendarBlock = {
  item: { kind: 'booking', key: 'b1', booking },
  date: today,
  therapistId: 3,
  from: 600,
  to: 660,
  firstRow: 0,
  lastRow: 3,
  lane: 0,
  lanes: 1,
};

/** The grid's cells: left of x = 100 the booking's own column at 10:00, right of it therapist 4's. */
function cellElement(x: number) {
  const cell = document.createElement('div');
  cell.dataset.cellDate = today;
  cell.dataset.cellMinutes = '600';
  cell.dataset.cellTherapist = x < 100 ? '3' : '4';
  return cell;
}

const pointer = (element: HTMLElement, pointerType: string, x: number, y = 10) =>
  ({ button: 0, pointerType, pointerId: 1, clientX: x, clientY: y, currentTarget: element }) as unknown as PointerEvent<HTMLElement>;
const touchMove = (element: HTMLElement) => {
  const event = new Event('touchmove', { cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useBlockDrag with a finger', () => {
  let element: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    element = document.createElement('button');
    document.elementsFromPoint = (x: number) => [cellElement(x)];
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (document as Partial<Document>).elementsFromPoint;
  });

  it('picks the booking up after resting, keeps the grid from scrolling, and drops it on the cell under the finger', () => {
    const onDrop = vi.fn();
    const { result } = renderHook(() => useBlockDrag(onDrop));
    const handlers = () => result.current.handlers(block) as Required<ReturnType<typeof result.current.handlers>>;
    act(() => handlers().onPointerDown(pointer(element, 'touch', 20)));
    expect(touchMove(element)).toBe(false);
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(result.current.drag).toMatchObject({ key: 'b1', cell: { therapistId: 3 } });
    expect(touchMove(element)).toBe(true);
    act(() => handlers().onPointerMove(pointer(element, 'touch', 150)));
    expect(result.current.drag?.cell?.therapistId).toBe(4);
    act(() => handlers().onPointerUp(pointer(element, 'touch', 150)));
    expect(onDrop).toHaveBeenCalledWith(booking, expect.objectContaining({ therapistId: 4 }));
    expect(result.current.drag).toBeNull();
    // The click that ends the drag does not open the booking; the next one does.
    expect(result.current.endsDrag()).toBe(true);
    expect(result.current.endsDrag()).toBe(false);
    expect(touchMove(element)).toBe(false);
  });

  it('lets a finger that moves sooner scroll: nothing is picked up, even when the wait ends', () => {
    const onDrop = vi.fn();
    const { result } = renderHook(() => useBlockDrag(onDrop));
    const handlers = () => result.current.handlers(block) as Required<ReturnType<typeof result.current.handlers>>;
    act(() => handlers().onPointerDown(pointer(element, 'touch', 20, 10)));
    act(() => handlers().onPointerMove(pointer(element, 'touch', 20, 60)));
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS * 2));
    expect(result.current.drag).toBeNull();
    expect(touchMove(element)).toBe(false);
    act(() => handlers().onPointerUp(pointer(element, 'touch', 150)));
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('keeps the browser’s long-press menu shut while a finger rests on a booking, and a lifted finger cancels the wait', () => {
    const onDrop = vi.fn();
    const { result } = renderHook(() => useBlockDrag(onDrop));
    const handlers = () => result.current.handlers(block) as Required<ReturnType<typeof result.current.handlers>>;
    act(() => handlers().onPointerDown(pointer(element, 'touch', 20)));
    const menu = new Event('contextmenu', { cancelable: true });
    element.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    act(() => handlers().onPointerUp(pointer(element, 'touch', 20)));
    act(() => void vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(result.current.drag).toBeNull();
    expect(onDrop).not.toHaveBeenCalled();
    expect(result.current.endsDrag()).toBe(false);
  });

  it('ends the wait and lets the grid scroll again when the calendar goes while a finger rests', () => {
    const { result, unmount } = renderHook(() => useBlockDrag(vi.fn()));
    const handlers = result.current.handlers(block) as Required<ReturnType<typeof result.current.handlers>>;
    act(() => handlers.onPointerDown(pointer(element, 'touch', 20)));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    const menu = new Event('contextmenu', { cancelable: true });
    element.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(false);
  });

  it('drags with a mouse at once, without waiting', () => {
    const onDrop = vi.fn();
    const { result } = renderHook(() => useBlockDrag(onDrop));
    const handlers = () => result.current.handlers(block) as Required<ReturnType<typeof result.current.handlers>>;
    act(() => handlers().onPointerDown(pointer(element, 'mouse', 20)));
    act(() => handlers().onPointerMove(pointer(element, 'mouse', 150)));
    expect(result.current.drag?.cell?.therapistId).toBe(4);
    act(() => handlers().onPointerUp(pointer(element, 'mouse', 150)));
    expect(onDrop).toHaveBeenCalledWith(booking, expect.objectContaining({ therapistId: 4 }));
  });
});

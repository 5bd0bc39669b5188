import { LIMITS, type Stroke } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import {
  addStroke,
  appendPoint,
  canRedo,
  canUndo,
  changedViews,
  clearViews,
  copyViews,
  createDrawing,
  deleteStroke,
  distanceToSegment,
  hitTest,
  redo,
  strokesOf,
  toDrawingPoint,
  undo,
  UNDO_DEPTH,
} from './drawing-model.ts';

const line = (x1: number, y1: number, x2: number, y2: number, pen: Stroke['pen'] = 'm', colour: Stroke['colour'] = 'red'): Stroke => ({
  pen,
  colour,
  points: [
    [x1, y1, 0.5],
    [x2, y2, 0.5],
  ],
});
const a = line(10, 10, 100, 10);
const b = line(10, 50, 100, 50, 's', 'blue');
const c = line(200, 200, 300, 300, 'l', 'black');

describe('drawing model', () => {
  it('adds strokes on top of a view and leaves the other views alone', () => {
    const state = addStroke(addStroke(createDrawing({ back: [c] }), 'front', a), 'front', b);
    expect(strokesOf(state, 'front')).toEqual([a, b]);
    expect(strokesOf(state, 'back')).toEqual([c]);
    expect(strokesOf(state, 'left')).toEqual([]);
  });

  it('undoes and redoes steps in order, and a new step forgets what was undone', () => {
    let state = addStroke(addStroke(createDrawing(), 'front', a), 'front', b);
    state = undo(state);
    expect(strokesOf(state, 'front')).toEqual([a]);
    expect(canRedo(state)).toBe(true);
    state = undo(state);
    expect(strokesOf(state, 'front')).toEqual([]);
    expect(canUndo(state)).toBe(false);
    state = redo(state);
    expect(strokesOf(state, 'front')).toEqual([a]);
    state = addStroke(state, 'front', c);
    expect(canRedo(state)).toBe(false);
    expect(strokesOf(redo(state), 'front')).toEqual([a, c]);
  });

  it('does nothing when there is nothing to undo or redo', () => {
    const state = createDrawing({ front: [a] });
    expect(undo(state)).toBe(state);
    expect(redo(state)).toBe(state);
  });

  it('deletes one stroke as an undoable step and ignores an index out of range', () => {
    const state = createDrawing({ front: [a, b, c] });
    const deleted = deleteStroke(state, 'front', 1);
    expect(strokesOf(deleted, 'front')).toEqual([a, c]);
    expect(strokesOf(undo(deleted), 'front')).toEqual([a, b, c]);
    expect(deleteStroke(state, 'front', 3)).toBe(state);
    expect(deleteStroke(state, 'back', 0)).toBe(state);
  });

  it('clears views in one step and skips views that are empty already', () => {
    const state = createDrawing({ front: [a], back: [b] });
    const cleared = clearViews(state, ['front', 'back', 'left']);
    expect(strokesOf(cleared, 'front')).toEqual([]);
    expect(strokesOf(cleared, 'back')).toEqual([]);
    expect(cleared.past).toHaveLength(1);
    expect(undo(cleared).views).toEqual({ front: [a], back: [b] });
    const empty = createDrawing();
    expect(clearViews(empty, ['front'])).toBe(empty);
  });

  it('copies an earlier drawing underneath the current strokes, undoable as one step', () => {
    const state = createDrawing({ front: [c] });
    const copied = copyViews(state, { front: [a], 'spine-left': [b], back: [] });
    expect(strokesOf(copied, 'front')).toEqual([a, c]);
    expect(strokesOf(copied, 'spine-left')).toEqual([b]);
    expect(changedViews(state, copied).sort()).toEqual(['front', 'spine-left']);
    const undone = undo(copied);
    expect(strokesOf(undone, 'front')).toEqual([c]);
    expect(strokesOf(undone, 'spine-left')).toEqual([]);
    expect(changedViews(copied, undone).sort()).toEqual(['front', 'spine-left']);
  });

  it('refuses a step that would pass the stroke limit of a view', () => {
    const full = createDrawing({ front: Array.from({ length: LIMITS.drawingStrokes }, () => a) });
    expect(addStroke(full, 'front', b)).toBe(full);
    expect(strokesOf(addStroke(full, 'back', b), 'back')).toEqual([b]);
  });

  it('keeps at most UNDO_DEPTH steps', () => {
    let state = createDrawing();
    for (let i = 0; i < UNDO_DEPTH + 5; i++) state = addStroke(state, 'front', a);
    expect(state.past).toHaveLength(UNDO_DEPTH);
  });

  it('names only the views that changed', () => {
    const state = createDrawing({ front: [a], back: [b] });
    expect(changedViews(state, addStroke(state, 'back', c))).toEqual(['back']);
    expect(changedViews(state, state)).toEqual([]);
  });
});

describe('hit testing', () => {
  it('measures the distance to a segment, its ends included', () => {
    expect(distanceToSegment([50, 5], [0, 0], [100, 0])).toBe(5);
    expect(distanceToSegment([-3, 4], [0, 0], [100, 0])).toBe(5);
    expect(distanceToSegment([3, 4], [0, 0], [0, 0])).toBe(5);
  });

  it('finds a stroke within half its pen width plus the tolerance', () => {
    // pen m is 9 units wide: 4.5 + 8 = 12.5 around the line
    expect(hitTest([a], [50, 22])).toBe(0);
    expect(hitTest([a], [50, 23])).toBe(-1);
    expect(hitTest([a], [50, 10], 0)).toBe(0);
  });

  it('takes the wider pen into account', () => {
    // pen l is 18 wide: 9 + 8 = 17 around the line from (200,200) to (300,300)
    expect(hitTest([c], [250 + 11, 250 - 11])).toBe(0);
    expect(hitTest([c], [250 + 13, 250 - 13])).toBe(-1);
  });

  it('picks the topmost of overlapping strokes', () => {
    const over = line(10, 12, 100, 12);
    expect(hitTest([a, over], [50, 11])).toBe(1);
    expect(hitTest([a, b], [50, 48])).toBe(1);
    expect(hitTest([a, b], [50, 12])).toBe(0);
  });

  it('hits a single-point stroke (a dot) around its point', () => {
    const dot: Stroke = { pen: 's', colour: 'black', points: [[100, 100, 0.5]] };
    expect(hitTest([dot], [105, 105])).toBe(0);
    expect(hitTest([dot], [110, 110])).toBe(-1);
  });
});

describe('pointer samples', () => {
  it('clamps to the drawing space and draws a mouse at half pressure', () => {
    expect(toDrawingPoint(-5, 1200, 0, 'mouse')).toEqual([0, 1000, 0.5]);
    expect(toDrawingPoint(600, 10.04, 1, 'mouse')).toEqual([500, 10, 0.5]);
  });

  it("keeps a pen's pressure and falls back to half when a device reports none", () => {
    expect(toDrawingPoint(10, 10, 0.8, 'pen')).toEqual([10, 10, 0.8]);
    expect(toDrawingPoint(10, 10, 0, 'touch')).toEqual([10, 10, 0.5]);
    expect(toDrawingPoint(10, 10, 1.3, 'pen')).toEqual([10, 10, 1]);
  });

  it('skips samples too close to the previous one', () => {
    const start = appendPoint([], [10, 10, 0.5]);
    expect(start).toEqual([[10, 10, 0.5]]);
    expect(appendPoint(start, [10.5, 10.5, 0.5])).toBe(start);
    expect(appendPoint(start, [13, 10, 0.5])).toHaveLength(2);
  });
});

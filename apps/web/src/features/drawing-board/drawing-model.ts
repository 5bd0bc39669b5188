import { DRAWING_SIZE, LIMITS, PEN_WIDTH, type DrawingPoint, type DrawingView, type Stroke } from '@praxis/domain';

/** The strokes of each view that has any (a view without strokes may be missing or empty). */
export type ViewMap = Partial<Record<DrawingView, readonly Stroke[]>>;

/** One undoable step: the strokes of the views it changed, before and after. */
interface Step {
  before: ViewMap;
  after: ViewMap;
}

/** The board's drawing: strokes per view with undo and redo stacks of steps. */
export interface DrawingState {
  views: ViewMap;
  past: readonly Step[];
  future: readonly Step[];
}

/** Steps kept for undo; older ones are forgotten. */
export const UNDO_DEPTH = 200;

const EMPTY: readonly Stroke[] = [];

/** A fresh state from the views loaded from the server (nothing to undo). */
export function createDrawing(views: ViewMap = {}): DrawingState {
  return { views: { ...views }, past: [], future: [] };
}

/** The strokes of `view` (an empty list when it has none). */
export function strokesOf(state: DrawingState, view: DrawingView): readonly Stroke[] {
  return state.views[view] ?? EMPTY;
}

/** True when a view's strokes stay within the server's limits (strokes and points together). */
export function withinLimits(strokes: readonly Stroke[]): boolean {
  if (strokes.length > LIMITS.drawingStrokes) return false;
  return strokes.reduce((sum, stroke) => sum + stroke.points.length, 0) <= LIMITS.drawingPoints;
}

/** Applies new strokes for some views as one undoable step; unchanged when nothing changes or a limit would be passed. */
function apply(state: DrawingState, after: ViewMap): DrawingState {
  const entries = Object.entries(after) as Array<[DrawingView, readonly Stroke[]]>;
  const changed = entries.filter(([view, strokes]) => strokes !== strokesOf(state, view));
  if (changed.length === 0 || changed.some(([, strokes]) => !withinLimits(strokes))) return state;
  const before: ViewMap = {};
  for (const [view] of changed) before[view] = strokesOf(state, view);
  const step = { before, after: Object.fromEntries(changed) as ViewMap };
  return { views: { ...state.views, ...step.after }, past: [...state.past, step].slice(-UNDO_DEPTH), future: [] };
}

/** Adds a finished stroke on top of a view. */
export function addStroke(state: DrawingState, view: DrawingView, stroke: Stroke): DrawingState {
  return apply(state, { [view]: [...strokesOf(state, view), stroke] });
}

/** Removes the stroke at `index` of a view. */
export function deleteStroke(state: DrawingState, view: DrawingView, index: number): DrawingState {
  const strokes = strokesOf(state, view);
  if (index < 0 || index >= strokes.length) return state;
  return apply(state, { [view]: strokes.filter((_, i) => i !== index) });
}

/** Removes every stroke of the given views, as one step. */
export function clearViews(state: DrawingState, views: readonly DrawingView[]): DrawingState {
  const after: ViewMap = {};
  for (const view of views) if (strokesOf(state, view).length > 0) after[view] = EMPTY;
  return apply(state, after);
}

/**
 * Copies another drawing's views into this one as a starting point, as one step: the copied
 * strokes go underneath what the view already holds, nothing is lost.
 */
export function copyViews(state: DrawingState, source: ViewMap): DrawingState {
  const after: ViewMap = {};
  for (const [view, strokes] of Object.entries(source) as Array<[DrawingView, readonly Stroke[]]>) {
    if (strokes.length > 0) after[view] = [...strokes, ...strokesOf(state, view)];
  }
  return apply(state, after);
}

export const canUndo = (state: DrawingState) => state.past.length > 0;
export const canRedo = (state: DrawingState) => state.future.length > 0;

/** Takes back the last step. */
export function undo(state: DrawingState): DrawingState {
  const step = state.past.at(-1);
  if (!step) return state;
  return { views: { ...state.views, ...step.before }, past: state.past.slice(0, -1), future: [...state.future, step] };
}

/** Does again the last step taken back. */
export function redo(state: DrawingState): DrawingState {
  const step = state.future.at(-1);
  if (!step) return state;
  return { views: { ...state.views, ...step.after }, past: [...state.past, step], future: state.future.slice(0, -1) };
}

/** The views whose strokes differ (by identity) between two states: what has to be saved. */
export function changedViews(before: DrawingState, after: DrawingState): DrawingView[] {
  const views = new Set([...Object.keys(before.views), ...Object.keys(after.views)] as DrawingView[]);
  return [...views].filter((view) => strokesOf(before, view) !== strokesOf(after, view));
}

/** Distance from point p to the segment a–b. */
export function distanceToSegment(p: readonly [number, number], a: readonly number[], b: readonly number[]): number {
  const [ax, ay] = [a[0]!, a[1]!];
  const [dx, dy] = [b[0]! - ax, b[1]! - ay];
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / lengthSquared));
  return Math.hypot(p[0] - (ax + t * dx), p[1] - (ay + t * dy));
}

/** Distance from a point to a stroke's centre line (its points as a polyline). */
export function distanceToStroke(point: readonly [number, number], stroke: Stroke): number {
  const { points } = stroke;
  if (points.length === 1) return distanceToSegment(point, points[0]!, points[0]!);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, distanceToSegment(point, points[i - 1]!, points[i]!));
  return best;
}

/**
 * The stroke under a point, for selection: the topmost (last drawn) whose centre line lies within
 * half its pen's width plus `tolerance` drawing units; -1 when none.
 */
export function hitTest(strokes: readonly Stroke[], point: readonly [number, number], tolerance = 8): number {
  for (let i = strokes.length - 1; i >= 0; i--) {
    const stroke = strokes[i]!;
    if (distanceToStroke(point, stroke) <= PEN_WIDTH[stroke.pen] / 2 + tolerance) return i;
  }
  return -1;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A pointer sample as a stroke point: clamped to the drawing space, rounded to 0.1 unit; a mouse
 * reports no real pressure (0 or 0.5), so it draws at 0.5.
 */
export function toDrawingPoint(x: number, y: number, pressure: number, pointerType: string, size = DRAWING_SIZE): DrawingPoint {
  const p = pointerType === 'mouse' || !(pressure > 0) ? 0.5 : clamp(pressure, 1);
  return [round1(clamp(x, size.width)), round1(clamp(y, size.height)), Math.round(p * 100) / 100];
}

/** Adds a sample to a stroke in progress unless it lies within `minDistance` of the last one (keeps strokes small). */
export function appendPoint(points: readonly DrawingPoint[], point: DrawingPoint, minDistance = 1.5): readonly DrawingPoint[] {
  const last = points.at(-1);
  if (last && Math.hypot(point[0] - last[0], point[1] - last[1]) < minDistance) return points;
  return [...points, point];
}

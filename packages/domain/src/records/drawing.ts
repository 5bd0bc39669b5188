import { z } from 'zod';
import { LIMITS } from '../validation/limits.ts';

/** The body views of the drawing board; the spine view has three back positions (left, centre, right). */
export const DRAWING_VIEWS = ['front', 'left', 'back', 'right', 'spine-left', 'spine-centre', 'spine-right'] as const;
export type DrawingView = (typeof DRAWING_VIEWS)[number];
export const drawingViewSchema = z.enum(DRAWING_VIEWS);

export const PENS = ['s', 'm', 'l'] as const;
export type Pen = (typeof PENS)[number];
/** Stroke widths of the pens in drawing units (the board is `DRAWING_SIZE` units). */
export const PEN_WIDTH: Record<Pen, number> = { s: 4, m: 9, l: 18 };

export const DRAWING_COLOURS = ['black', 'red', 'green', 'blue', 'yellow'] as const;
export type DrawingColour = (typeof DRAWING_COLOURS)[number];
/** The ink of each colour, on screen and on paper. */
export const COLOUR_HEX: Record<DrawingColour, string> = { black: '#1a1b1e', red: '#e03131', green: '#2f9e44', blue: '#1971c2', yellow: '#f2c200' };

/** Every view is drawn on this coordinate space (the body outlines' SVG viewBox). */
export const DRAWING_SIZE = { width: 500, height: 1000 } as const;

const coordinate = (max: number) => z.number().min(0).max(max);
/** One point: x and y in drawing units, the pen's pressure 0 to 1 (0.5 for a mouse). */
export const drawingPointSchema = z.tuple([coordinate(DRAWING_SIZE.width), coordinate(DRAWING_SIZE.height), z.number().min(0).max(1)]);
export type DrawingPoint = z.infer<typeof drawingPointSchema>;

export const strokeSchema = z.object({
  pen: z.enum(PENS),
  colour: z.enum(DRAWING_COLOURS),
  points: z.array(drawingPointSchema).min(1).max(LIMITS.drawingPoints),
});
export type Stroke = z.infer<typeof strokeSchema>;

const inRange = (value: unknown, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * The first problem of a list of strokes as a JSON pointer and a message key, or null. Checked by
 * hand because zod takes seconds for 500,000 tuples and this takes milliseconds; the rules are
 * those of `strokeSchema` plus the view's limits.
 */
export function strokesProblem(strokes: readonly unknown[]): { path: string; message: string } | null {
  if (strokes.length > LIMITS.drawingStrokes) return { path: '/strokes', message: 'tooManyStrokes' };
  let total = 0;
  for (let s = 0; s < strokes.length; s++) {
    const stroke = strokes[s] as { pen?: unknown; colour?: unknown; points?: unknown } | null;
    const at = `/strokes/${s}`;
    if (typeof stroke !== 'object' || stroke === null || Array.isArray(stroke)) return { path: at, message: 'invalidStroke' };
    if (!PENS.includes(stroke.pen as Pen)) return { path: `${at}/pen`, message: 'invalidPen' };
    if (!DRAWING_COLOURS.includes(stroke.colour as DrawingColour)) return { path: `${at}/colour`, message: 'invalidColour' };
    const points = stroke.points;
    if (!Array.isArray(points) || points.length === 0) return { path: `${at}/points`, message: 'noPoints' };
    total += points.length;
    if (total > LIMITS.drawingPoints) return { path: `${at}/points`, message: 'tooManyPoints' };
    for (let p = 0; p < points.length; p++) {
      const point = points[p] as unknown[];
      if (
        !Array.isArray(point) ||
        point.length !== 3 ||
        !inRange(point[0], DRAWING_SIZE.width) ||
        !inRange(point[1], DRAWING_SIZE.height) ||
        !inRange(point[2], 1)
      )
        return { path: `${at}/points/${p}`, message: 'invalidPoint' };
    }
  }
  return null;
}

/** Strokes with nothing but their fields (what `strokesProblem` accepted, stripped of anything else). */
export const cleanStrokes = (strokes: readonly unknown[]): Stroke[] =>
  (strokes as Stroke[]).map((stroke) => ({ pen: stroke.pen, colour: stroke.colour, points: stroke.points.map((point) => [point[0], point[1], point[2]]) }));

/** The strokes of one view, as the API takes and answers them: `[{ pen, colour, points: [[x, y, pressure], ...] }]`. */
const strokeList = z
  .array(z.unknown())
  .describe('[{ pen: "s" | "m" | "l", colour: "black" | "red" | "green" | "blue" | "yellow", points: [[x 0–500, y 0–1000, pressure 0–1], ...] }]');

/** One view's strokes: at most `LIMITS.drawingStrokes` strokes and `LIMITS.drawingPoints` points together. */
export const viewStrokesSchema = z.object({
  strokes: strokeList.superRefine((strokes, ctx) => {
    const problem = strokesProblem(strokes);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: problem.path
          .split('/')
          .slice(2)
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      });
  }),
});

/** A view's strokes in an answer: checked when saved, so the answer is not checked again point by point. */
const storedStrokeList = strokeList as unknown as z.ZodType<Stroke[]>;

/** A booking's drawing: the strokes of each view that has any. */
export const drawingSchema = z.object({
  bookingId: z.number().int(),
  views: z.array(z.object({ view: drawingViewSchema, strokes: storedStrokeList, updatedAt: z.string(), updatedBy: z.string().nullable() })),
});
export type Drawing = z.infer<typeof drawingSchema>;

/** What a save of one view answers: the view, its strokes counted, and when. */
export const savedViewSchema = z.object({ bookingId: z.number().int(), view: drawingViewSchema, strokeCount: z.number().int(), updatedAt: z.string() });
export type SavedView = z.infer<typeof savedViewSchema>;

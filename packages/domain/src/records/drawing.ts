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

/** One view's strokes: at most `LIMITS.drawingStrokes` strokes and `LIMITS.drawingPoints` points together. */
export const viewStrokesSchema = z.object({
  strokes: z
    .array(strokeSchema)
    .max(LIMITS.drawingStrokes)
    .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.points.length, 0) <= LIMITS.drawingPoints, { message: 'tooManyPoints' }),
});
export type ViewStrokes = z.infer<typeof viewStrokesSchema>;

/** A booking's drawing: the strokes of each view that has any. */
export const drawingSchema = z.object({
  bookingId: z.number().int(),
  views: z.array(z.object({ view: drawingViewSchema, strokes: z.array(strokeSchema), updatedAt: z.string(), updatedBy: z.string().nullable() })),
});
export type Drawing = z.infer<typeof drawingSchema>;

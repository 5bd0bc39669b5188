import { getStroke } from 'perfect-freehand';
import { COLOUR_HEX, DRAWING_SIZE, PEN_WIDTH, type Stroke } from './drawing.ts';

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The filled outline of a stroke as SVG path data: perfect-freehand turns the points with their
 * pressure into a shape, the same on the board, in the PDF and in the export.
 */
export function strokeOutlinePath(stroke: Stroke, options: { last?: boolean } = {}): string {
  const outline = getStroke(stroke.points, {
    size: PEN_WIDTH[stroke.pen],
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: false,
    last: options.last ?? true,
  });
  if (outline.length === 0) return '';
  const [first, ...rest] = outline;
  let path = `M${round(first![0])} ${round(first![1])}`;
  for (const [x, y] of rest) path += `L${round(x)} ${round(y)}`;
  return `${path}Z`;
}

/** A view's strokes as a standalone SVG document (outline of the body underneath when given). */
export function drawingSvg(strokes: readonly Stroke[], bodyOutline = ''): string {
  const paths = strokes.map((stroke) => `<path d="${strokeOutlinePath(stroke)}" fill="${COLOUR_HEX[stroke.colour]}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${DRAWING_SIZE.width} ${DRAWING_SIZE.height}" width="${DRAWING_SIZE.width}" height="${DRAWING_SIZE.height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${bodyOutline}${paths}</svg>`
  );
}

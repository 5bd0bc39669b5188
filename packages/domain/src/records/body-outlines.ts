import type { DrawingView } from './drawing.ts';

/**
 * Our own body outlines, one per view, as SVG markup on the drawing space (`DRAWING_SIZE`,
 * viewBox 0 0 500 1000): the board draws them under the strokes, the PDF and the export too.
 * Placeholder until the drawing board lands: a plain frame.
 */
export function bodyOutlineSvg(view: DrawingView): string {
  return `<g data-view="${view}" fill="none" stroke="#868e96" stroke-width="3"><rect x="150" y="40" width="200" height="920" rx="90"/></g>`;
}

import { COLOUR_HEX, type DrawingColour, type DrawingPoint, type DrawingView, type Pen, type Stroke } from '@praxis/domain';
import { strokeOutlinePath } from '@praxis/domain';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { appendPoint, hitTest, toDrawingPoint } from '../drawing-model.ts';
import { BodyOutline, cachedOutline, StrokeLayer, VIEW_BOX } from './view-svg.tsx';

export type Tool = 'draw' | 'select';

interface DrawingCanvasProps {
  view: DrawingView;
  strokes: readonly Stroke[];
  pen: Pen;
  colour: DrawingColour;
  tool: Tool;
  readOnly: boolean;
  selected: number;
  label: string;
  onStroke: (stroke: Stroke) => void;
  onSelect: (index: number) => void;
}

/** Client coordinates in drawing units, through the SVG's screen matrix (identity where there is none, as in jsdom). */
function toSvgPoint(svg: SVGSVGElement, clientX: number, clientY: number): [number, number] {
  const matrix = typeof svg.getScreenCTM === 'function' ? svg.getScreenCTM() : null;
  if (!matrix) return [clientX, clientY];
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return [point.x, point.y];
}

/**
 * The drawing surface: the body outline, the view's strokes and the stroke in progress, drawn
 * with mouse, finger or stylus through pointer events (with the pen's pressure). In the select
 * tool a tap picks the topmost stroke under it.
 */
export function DrawingCanvas({ view, strokes, pen, colour, tool, readOnly, selected, label, onStroke, onSelect }: DrawingCanvasProps) {
  const svg = useRef<SVGSVGElement>(null);
  const active = useRef<{ pointerId: number; points: readonly DrawingPoint[] } | null>(null);
  const [live, setLive] = useState<readonly DrawingPoint[] | null>(null);

  const sample = (event: { clientX: number; clientY: number; pressure: number }, pointerType: string) => {
    const [x, y] = toSvgPoint(svg.current!, event.clientX, event.clientY);
    return toDrawingPoint(x, y, event.pressure, pointerType);
  };

  const onPointerDown = (event: ReactPointerEvent<SVGSVGElement>) => {
    if (readOnly || active.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    const point = sample(event, event.pointerType);
    if (tool === 'select') {
      onSelect(hitTest(strokes, [point[0], point[1]], event.pointerType === 'mouse' ? 6 : 14));
      return;
    }
    event.currentTarget.setPointerCapture?.(event.pointerId);
    active.current = { pointerId: event.pointerId, points: [point] };
    setLive(active.current.points);
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const stroke = active.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    const samples = event.nativeEvent.getCoalescedEvents?.() ?? [];
    let points = stroke.points;
    for (const e of samples.length > 0 ? samples : [event]) points = appendPoint(points, sample(e, event.pointerType));
    if (points === stroke.points) return;
    stroke.points = points;
    setLive(points);
  };

  const finish = (event: ReactPointerEvent<SVGSVGElement>, keep: boolean) => {
    const stroke = active.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    active.current = null;
    setLive(null);
    if (keep) onStroke({ pen, colour, points: [...stroke.points] });
  };

  const selectedStroke = selected >= 0 ? strokes[selected] : undefined;
  return (
    <svg
      ref={svg}
      viewBox={VIEW_BOX}
      role="img"
      aria-label={label}
      data-testid="drawing-canvas"
      style={{
        width: '100%',
        height: '100%',
        touchAction: 'none',
        userSelect: 'none',
        cursor: readOnly ? 'default' : tool === 'draw' ? 'crosshair' : 'pointer',
        display: 'block',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => finish(event, true)}
      onPointerCancel={(event) => finish(event, false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <rect width="100%" height="100%" fill="#ffffff" />
      <BodyOutline view={view} />
      {selectedStroke ? <path d={cachedOutline(selectedStroke)} fill="none" stroke="#fab005" strokeWidth={10} strokeLinejoin="round" opacity={0.6} /> : null}
      <StrokeLayer strokes={strokes} />
      {selectedStroke ? <path d={cachedOutline(selectedStroke)} fill="none" stroke="#1c7ed6" strokeWidth={1.5} strokeDasharray="4 3" /> : null}
      {live ? <path d={strokeOutlinePath({ pen, colour, points: [...live] }, { last: false })} fill={COLOUR_HEX[colour]} /> : null}
    </svg>
  );
}

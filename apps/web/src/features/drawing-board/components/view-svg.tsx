import { bodyOutlineSvg, COLOUR_HEX, DRAWING_SIZE, strokeOutlinePath, type DrawingView, type Stroke } from '@praxis/domain';
import { memo } from 'react';

const paths = new WeakMap<Stroke, string>();
/** A finished stroke's outline, computed once per stroke (strokes are never changed in place). */
export function cachedOutline(stroke: Stroke): string {
  let path = paths.get(stroke);
  if (path === undefined) {
    path = strokeOutlinePath(stroke);
    paths.set(stroke, path);
  }
  return path;
}

/** The body outline of a view (our own SVG markup from the domain package). */
export const BodyOutline = memo(function BodyOutline({ view }: { view: DrawingView }) {
  return <g dangerouslySetInnerHTML={{ __html: bodyOutlineSvg(view) }} />;
});

/** The finished strokes of a view; re-renders only when they change. */
export const StrokeLayer = memo(function StrokeLayer({ strokes }: { strokes: readonly Stroke[] }) {
  return (
    <g>
      {strokes.map((stroke, i) => (
        <path key={i} d={cachedOutline(stroke)} fill={COLOUR_HEX[stroke.colour]} />
      ))}
    </g>
  );
});

export const VIEW_BOX = `0 0 ${DRAWING_SIZE.width} ${DRAWING_SIZE.height}`;

/** A read-only picture of one view (previews of earlier drawings). */
export function ViewPicture({ view, strokes, label, width = 90 }: { view: DrawingView; strokes: readonly Stroke[]; label: string; width?: number }) {
  return (
    <svg
      viewBox={VIEW_BOX}
      width={width}
      height={width * 2}
      role="img"
      aria-label={label}
      style={{ background: '#fff', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    >
      <BodyOutline view={view} />
      <StrokeLayer strokes={strokes} />
    </svg>
  );
}

import type { DrawingView } from './drawing.ts';

/*
 * Our own body outlines, drawn for this app on the drawing space (viewBox 0 0 500 1000): a
 * standing figure about eight heads tall, arms hanging beside it. Each contour is a list of points
 * turned into a smooth curve (Catmull-Rom as cubic Béziers); the front and back silhouettes are one
 * half mirrored at x = 250, the right side is the left side mirrored.
 */

type Point = readonly [number, number];

const r = (value: number) => Math.round(value * 10) / 10;

/** A smooth SVG path through the points (Catmull-Rom with tension 1/6 as cubic Béziers). */
function smooth(points: readonly Point[], closed: boolean): string {
  const n = points.length;
  const at = (i: number): Point => (closed ? points[(i + n) % n]! : points[Math.max(0, Math.min(n - 1, i))]!);
  let d = `M${r(points[0]![0])} ${r(points[0]![1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r(c1[0]!)} ${r(c1[1]!)} ${r(c2[0]!)} ${r(c2[1]!)} ${r(p2[0])} ${r(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

const mirrorX = (points: readonly Point[]): Point[] => points.map(([x, y]) => [500 - x, y] as const);

/** A closed outline from its right half (top centre to bottom centre): the left half is its mirror. */
function symmetric(rightHalf: readonly Point[]): string {
  const left = mirrorX(rightHalf).reverse().slice(1, -1);
  return smooth([...rightHalf, ...left], true);
}

const path = (d: string, width = 3) => `<path d="${d}" stroke-width="${width}"/>`;
/** A detail line inside the silhouette, on both sides (mirrored). */
const pair = (points: readonly Point[], width = 2) => path(smooth(points, false), width) + path(smooth(mirrorX(points), false), width);
const line = (points: readonly Point[], width = 2) => path(smooth(points, false), width);
const group = (view: string, content: string) =>
  `<g data-view="${view}" fill="none" stroke="#868e96" stroke-linecap="round" stroke-linejoin="round">${content}</g>`;

/** The standing figure seen from the front or back, right half, from the crown to the crotch. */
const STANDING_HALF: readonly Point[] = [
  [250, 38],
  [279, 46],
  [295, 72],
  [298, 106],
  [292, 138],
  [279, 161],
  [272, 178],
  [276, 194],
  [304, 204],
  [338, 212],
  [358, 228],
  [366, 262],
  [368, 300],
  [372, 345],
  [378, 388],
  [386, 436],
  [393, 482],
  [400, 508],
  [410, 536],
  [410, 570],
  [398, 598],
  [383, 598],
  [376, 572],
  [372, 536],
  [364, 496],
  [352, 446],
  [346, 400],
  [340, 350],
  [333, 300],
  [326, 276],
  [322, 318],
  [316, 362],
  [313, 398],
  [320, 440],
  [334, 482],
  [340, 532],
  [334, 610],
  [322, 684],
  [316, 722],
  [319, 766],
  [316, 826],
  [304, 884],
  [297, 924],
  [306, 948],
  [300, 962],
  [272, 964],
  [264, 950],
  [267, 922],
  [264, 862],
  [262, 790],
  [264, 740],
  [260, 682],
  [256, 600],
  [250, 548],
];
const STANDING = symmetric(STANDING_HALF);

function front(): string {
  return group(
    'front',
    path(STANDING) +
      // collarbones, chest, navel, groin, kneecaps, elbows
      pair([
        [258, 206],
        [288, 212],
        [326, 214],
      ]) +
      pair(
        [
          [262, 286],
          [290, 300],
          [318, 292],
        ],
        1.5,
      ) +
      `<ellipse cx="250" cy="410" rx="3" ry="4.5" stroke-width="1.5"/>` +
      pair([
        [318, 470],
        [290, 508],
        [262, 530],
      ]) +
      pair(
        [
          [276, 712],
          [290, 722],
          [304, 712],
        ],
        1.5,
      ) +
      // chin and jaw hint
      line(
        [
          [236, 156],
          [250, 162],
          [264, 156],
        ],
        1.5,
      ),
  );
}

function back(): string {
  return group(
    'back',
    path(STANDING) +
      // spine, shoulder blades, lower back dimples, buttocks, knee hollows
      line(
        [
          [250, 192],
          [250, 300],
          [250, 420],
          [250, 480],
        ],
        1.5,
      ) +
      pair([
        [268, 232],
        [306, 226],
        [318, 254],
        [300, 300],
        [276, 300],
      ]) +
      pair(
        [
          [268, 450],
          [274, 454],
        ],
        2,
      ) +
      line([
        [250, 488],
        [250, 548],
      ]) +
      pair([
        [254, 552],
        [290, 560],
        [324, 548],
      ]) +
      pair(
        [
          [276, 726],
          [290, 732],
          [306, 726],
        ],
        1.5,
      ) +
      // hairline at the neck
      line(
        [
          [230, 150],
          [250, 156],
          [270, 150],
        ],
        1.5,
      ),
  );
}

/** The figure's left side: it faces to the viewer's left. */
const SIDE: readonly Point[] = [
  [250, 38],
  [222, 46],
  [205, 70],
  [199, 96],
  [189, 117],
  [197, 126],
  [197, 134],
  [201, 142],
  [203, 156],
  [218, 166],
  [226, 180],
  [226, 198],
  [216, 226],
  [207, 270],
  [210, 312],
  [219, 362],
  [218, 412],
  [222, 460],
  [226, 512],
  [226, 590],
  [232, 660],
  [234, 716],
  [238, 790],
  [242, 870],
  [246, 920],
  [234, 938],
  [206, 948],
  [194, 958],
  [202, 966],
  [284, 966],
  [290, 946],
  [282, 918],
  [280, 850],
  [292, 780],
  [284, 728],
  [290, 656],
  [298, 570],
  [310, 508],
  [304, 458],
  [290, 412],
  [290, 360],
  [300, 296],
  [302, 240],
  [290, 202],
  [280, 184],
  [286, 158],
  [294, 122],
  [290, 78],
  [274, 48],
];
/** The arm hanging at the side, over the body. */
const SIDE_ARM: readonly Point[] = [
  [262, 206],
  [240, 222],
  [236, 300],
  [240, 384],
  [236, 450],
  [234, 516],
  [228, 548],
  [232, 592],
  [250, 594],
  [256, 556],
  [260, 516],
  [268, 450],
  [274, 386],
  [282, 300],
  [286, 232],
];

/** The side figure drawn a little deeper than its points (head 8 %, body 22 %), around x = 250. */
const deeper = (points: readonly Point[]): Point[] => points.map(([x, y]) => [250 + (x - 250) * (y < 170 ? 1.08 : 1.22), y] as const);

function side(view: 'left' | 'right'): string {
  const flip = (points: readonly Point[]) => (view === 'left' ? deeper(points) : mirrorX(deeper(points)));
  const ear = view === 'left' ? 264 : 236;
  return group(
    view,
    path(smooth(flip(SIDE), true)) +
      path(smooth(flip(SIDE_ARM), true), 2.5) +
      `<ellipse cx="${ear}" cy="112" rx="8" ry="14" stroke-width="2"/>` +
      // buttock fold
      line(
        flip([
          [298, 552],
          [284, 566],
          [270, 570],
        ]),
        1.5,
      ),
  );
}

/** The back from the head to the buttocks, larger, with the vertebral column; the shoulders round off where the arms begin. */
const TORSO_HALF: readonly Point[] = [
  [250, 22],
  [282, 30],
  [300, 56],
  [302, 92],
  [294, 122],
  [280, 140],
  [276, 162],
  [292, 180],
  [350, 196],
  [404, 210],
  [436, 234],
  [450, 276],
  [446, 320],
  [426, 352],
  [414, 420],
  [400, 500],
  [388, 590],
  [394, 660],
  [414, 740],
  [428, 820],
  [426, 900],
  [410, 958],
  [330, 972],
  [256, 962],
  [250, 955],
];
const TORSO = symmetric(TORSO_HALF);

/** The vertebrae, C1 to L5, as rounded shapes growing downwards; sacrum and coccyx below. */
function vertebrae(): string {
  const parts: string[] = [];
  const add = (count: number, from: number, to: number, w0: number, w1: number) => {
    const step = (to - from) / count;
    for (let i = 0; i < count; i++) {
      const w = w0 + ((w1 - w0) * i) / Math.max(1, count - 1);
      const h = step * 0.72;
      const y = from + i * step + step / 2;
      parts.push(`<rect x="${r(250 - w / 2)}" y="${r(y - h / 2)}" width="${r(w)}" height="${r(h)}" rx="${r(Math.min(h, w) / 2.6)}" stroke-width="2"/>`);
      // spinous process
      parts.push(`<line x1="250" y1="${r(y - h * 0.2)}" x2="250" y2="${r(y + h * 0.2)}" stroke-width="1.5"/>`);
    }
  };
  add(7, 130, 236, 22, 30);
  add(12, 236, 596, 32, 44);
  add(5, 596, 770, 50, 58);
  parts.push(
    path(
      smooth(
        [
          [218, 776],
          [282, 776],
          [272, 830],
          [256, 872],
          [244, 872],
          [228, 830],
        ],
        true,
      ),
      2,
    ),
  );
  parts.push(
    line(
      [
        [250, 876],
        [250, 900],
      ],
      2,
    ),
  );
  return parts.join('');
}

/** Where on the back the view is about: a dashed lane beside the column (left, right) or on both sides of it (centre). */
const LANES: Record<string, number[]> = { 'spine-left': [186], 'spine-centre': [212, 288], 'spine-right': [314] };
function lane(x: number): string {
  let d = '';
  for (let y = 140; y < 880; y += 24) d += `M${x} ${y}L${x} ${y + 12}`;
  return path(d, 2);
}

function spine(view: DrawingView): string {
  return group(
    view,
    path(TORSO) +
      (LANES[view] ?? []).map(lane).join('') +
      vertebrae() +
      // shoulder blades, lowest ribs, iliac crests, buttocks
      pair([
        [300, 240],
        [350, 226],
        [378, 250],
        [360, 330],
        [330, 400],
        [306, 330],
        [300, 262],
      ]) +
      pair(
        [
          [292, 596],
          [340, 582],
          [382, 570],
        ],
        1.5,
      ) +
      pair([
        [300, 744],
        [350, 706],
        [390, 680],
      ]) +
      line([
        [250, 900],
        [250, 958],
      ]),
  );
}

/**
 * The body outline of a view as SVG markup on the drawing space (`DRAWING_SIZE`, viewBox
 * 0 0 500 1000): the board draws it under the strokes, the record PDF and the export too. Plain
 * paths, ellipses, rectangles and lines; stroke #868e96, no fill.
 */
export function bodyOutlineSvg(view: DrawingView): string {
  switch (view) {
    case 'front':
      return front();
    case 'back':
      return back();
    case 'left':
    case 'right':
      return side(view);
    default:
      return spine(view);
  }
}

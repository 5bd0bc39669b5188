import type { PainRegion } from '@praxis/domain';

// Our own schematic figure in a 200 × 440 box, symmetric around x = 100. Shapes only touch, so
// they can be drawn in reading order (which is also the keyboard order) without covering each
// other. `mirrored` shapes are given for the left side and drawn once more for the right.
export const FIGURE_VIEWBOX = '0 0 200 440';
export const MIRROR = 'matrix(-1 0 0 1 200 0)';

export interface RegionShape {
  paths: string[];
  mirrored?: boolean;
}

/** The outline of each clickable region. */
export const REGION_SHAPES: Record<PainRegion, RegionShape> = {
  head: { paths: ['M100 10c12.1 0 22 11.6 22 26s-9.9 26-22 26-22-11.6-22-26 9.9-26 22-26z'] },
  // NOTE: the neck is the smallest target: 26 × 23 units where the shoulders (drawn over it) leave
  // it, ≥ 24 × 24 CSS px at the figure's 220 px (WCAG 2.5.8); the head sits higher for it.
  neck: { paths: ['M90 59q10 6 20 0l3 23.5H87z'] },
  shoulders: {
    paths: ['M87 82C70 84 54 88 44 96c-6 5-9 12-9 22l1 8c8-4 16-5 24-5h80c8 0 16 1 24 5l1-8c0-10-3-17-9-22-10-8-26-12-43-14z'],
  },
  back: { paths: ['M55 122h90l-3 38c-1 12-3 22-4 32H62c-1-10-3-20-4-32z'] },
  lowerBack: { paths: ['M62 192h76c0 14 2 28 6 40H56c4-12 6-26 6-40z'] },
  arms: { mirrored: true, paths: ['M36 126c-4 8-5 14-6 26l-3 40-5 56c-2 14 0 28 9 30 8 2 10-10 10-20l5-64 4-44c1-10 1-18 0-27.5z'] },
  legs: { mirrored: true, paths: ['M54.5 264H98l-2 66-4 62H72l-6-62c-4-24-9-44-11.5-66z'] },
  feet: { mirrored: true, paths: ['M72 392h20l1 16c0 8-4 12-11 12H64c-6 0-7-8-2-10 4-2 8-6 10-18z'] },
};

/** Drawn, not clickable: the front view's trunk (chest and belly), the hips and the spine. */
export const DECOR = {
  trunk: 'M55 122h90l-3 38c-1 12-3 22-4 32 0 14 2 28 6 40H56c4-12 6-26 6-40-1-10-3-20-4-32z',
  hips: 'M56 232h88c3 10 4 20 2 32H54c-2-12-1-22 2-32z',
  spine: 'M100 130v98',
};

export type BodyView = 'front' | 'back';
export type Layer = PainRegion | keyof typeof DECOR;

/** What each view draws, top to bottom. Back and lower back exist only on the back view. */
export const VIEW_LAYERS: Record<BodyView, Layer[]> = {
  front: ['head', 'neck', 'shoulders', 'trunk', 'arms', 'hips', 'legs', 'feet'],
  back: ['head', 'neck', 'shoulders', 'back', 'lowerBack', 'spine', 'arms', 'hips', 'legs', 'feet'],
};

import type { DrawingView } from '@praxis/domain';

/** The view switch: four sides and the spine, which has three positions. */
export const VIEW_GROUPS = ['front', 'left', 'back', 'right', 'spine'] as const;
export type ViewGroup = (typeof VIEW_GROUPS)[number];
export const SPINE_POSITIONS = ['left', 'centre', 'right'] as const;
export type SpinePosition = (typeof SPINE_POSITIONS)[number];

/** The drawing view of a switch position. */
export function toView(group: ViewGroup, position: SpinePosition): DrawingView {
  return group === 'spine' ? `spine-${position}` : group;
}

/** The switch position showing a view. */
export function groupOf(view: DrawingView): ViewGroup {
  return view.startsWith('spine-') ? 'spine' : (view as ViewGroup);
}

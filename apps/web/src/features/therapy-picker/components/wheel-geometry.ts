/** The remainder of `n / m` in 0..m-1, also for negative `n`. */
export const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The fewest steps (negative: backwards) that turn a ring of `count` items from `from` to `to`. */
export function shortestTurn(from: number, to: number, count: number): number {
  const forward = mod(to - from, count);
  return forward > count / 2 ? forward - count : forward;
}

/**
 * The radius at which `count` items of `itemWidth` pixels stand side by side around the ring,
 * with a small gap. Fewer than three items make no ring; they get a fixed depth.
 */
export function ringRadius(count: number, itemWidth: number): number {
  if (count < 3) return itemWidth;
  return Math.round(itemWidth / 2 / Math.tan(Math.PI / count) + 12);
}

/** How many steps item `index` stands from the (possibly fractional) front position `at`. */
export function ringDistance(index: number, at: number, count: number): number {
  const ahead = mod(index - at, count);
  return Math.min(ahead, count - ahead);
}

const FADE = [1, 0.85, 0.55, 0.3, 0];

/**
 * Opacity by distance from the front: neighbours fade, the back of the ring disappears. Between
 * whole steps (while dragging) it blends, so the card coming to the front brightens smoothly.
 */
export function fadeFor(distance: number): number {
  const step = Math.floor(distance);
  if (step >= FADE.length - 1) return 0;
  const from = FADE[step] ?? 0;
  const to = FADE[step + 1] ?? 0;
  return from + (to - from) * (distance - step);
}

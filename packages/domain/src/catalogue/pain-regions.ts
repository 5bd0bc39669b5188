/**
 * Where a visitor says it hurts, and which therapies help there. The home page's body figure
 * offers these regions; the therapy wheel highlights what `therapiesForRegions` returns.
 */
export const PAIN_REGIONS = ['head', 'neck', 'shoulders', 'back', 'lowerBack', 'arms', 'legs', 'feet'] as const;
export type PainRegion = (typeof PAIN_REGIONS)[number];

/**
 * Therapy ids (see THERAPIES) that help in each region, most fitting first. NOTE: a guide for
 * choosing, not a diagnosis: the therapist decides in the first session.
 */
export const THERAPIES_BY_REGION: Readonly<Record<PainRegion, readonly number[]>> = {
  // Headache therapy; stress and trigger points in the neck often cause head pain.
  head: [5, 7, 13, 1],
  neck: [1, 13, 5, 10, 11, 7],
  shoulders: [1, 13, 10, 2, 11, 12],
  back: [1, 6, 10, 11, 13, 2, 9],
  // Pregnancy massage relieves the lower back, where most pregnancy complaints sit.
  lowerBack: [6, 1, 10, 9, 11, 8, 12],
  // Overuse (tennis elbow, tendons): sports massage, trigger points, taping, electrotherapy.
  arms: [2, 13, 12, 9, 3],
  legs: [3, 2, 10, 12, 1],
  feet: [4, 3, 1],
};

/**
 * The therapies that help in any of `regions`, each once: those helping in more of the regions
 * first, then by their best rank in a region's list, then by id. The order does not depend on
 * the order the regions were picked in.
 */
export function therapiesForRegions(regions: readonly PainRegion[]): number[] {
  const score = new Map<number, { count: number; rank: number }>();
  for (const region of new Set(regions)) {
    THERAPIES_BY_REGION[region].forEach((id, rank) => {
      const seen = score.get(id);
      score.set(id, seen ? { count: seen.count + 1, rank: Math.min(seen.rank, rank) } : { count: 1, rank });
    });
  }
  return [...score].sort(([idA, a], [idB, b]) => b.count - a.count || a.rank - b.rank || idA - idB).map(([id]) => id);
}

/** The regions among `regions` in which the therapy helps, in the order of PAIN_REGIONS. */
export function regionsHelpedBy(therapyId: number, regions: readonly PainRegion[]): PainRegion[] {
  return PAIN_REGIONS.filter((region) => regions.includes(region) && THERAPIES_BY_REGION[region].includes(therapyId));
}

import type { PublicArrangement, PublicTherapy } from '@praxis/domain';

export interface Offer {
  therapy: PublicTherapy;
  arrangement: PublicArrangement;
}

/** The durations a therapy is offered in, shortest first. */
export const offeredArrangements = (therapy: PublicTherapy, arrangements: readonly PublicArrangement[]) =>
  arrangements.filter((a) => therapy.arrangementIds.includes(a.id)).sort((a, b) => a.durationMinutes - b.durationMinutes);

/**
 * The therapy and duration the flow asks for, or null when they cannot be booked: an unknown or
 * inactive therapy (the public list holds active ones only), or a duration the address names that
 * the therapy is not offered in. A remembered duration the therapy lacks falls back to its first.
 */
export function resolveOffer(
  therapies: readonly PublicTherapy[],
  arrangements: readonly PublicArrangement[],
  wanted: { therapyId: number; arrangementId: number },
  query: { arrangementId?: number; invalid: boolean },
): Offer | null {
  if (query.invalid) return null;
  const therapy = therapies.find((t) => t.id === wanted.therapyId);
  if (!therapy) return null;
  const offered = offeredArrangements(therapy, arrangements);
  const arrangement = offered.find((a) => a.id === wanted.arrangementId) ?? (query.arrangementId === undefined ? offered[0] : undefined);
  return arrangement ? { therapy, arrangement } : null;
}

import type { PublicTherapist, PublicTherapy } from '@praxis/domain';

/**
 * The therapies the public site offers: those a published therapist offers, each in the durations
 * someone offers it in. A therapy nobody gives leads nowhere (an empty calendar), so it is not shown.
 */
export function offeredTherapies(therapies: readonly PublicTherapy[], therapists: readonly Pick<PublicTherapist, 'offers'>[]): PublicTherapy[] {
  const durations = new Map<number, Set<number>>();
  for (const offer of therapists.flatMap((therapist) => therapist.offers)) {
    const set = durations.get(offer.therapyId) ?? new Set<number>();
    offer.arrangementIds.forEach((id) => set.add(id));
    durations.set(offer.therapyId, set);
  }
  return therapies
    .map((therapy) => ({ ...therapy, arrangementIds: therapy.arrangementIds.filter((id) => durations.get(therapy.id)?.has(id)) }))
    .filter((therapy) => therapy.arrangementIds.length > 0);
}

import type { PublicTherapist } from '@praxis/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBookableTherapists } from '../api/therapist-queries.ts';

/** The published therapists who offer the therapy in the arrangement (duration). */
export const offeringTherapists = (therapists: readonly PublicTherapist[], therapyId: number, arrangementId: number) =>
  therapists.filter((therapist) => therapist.offers.some((offer) => offer.therapyId === therapyId && offer.arrangementIds.includes(arrangementId)));

const REPLACE = { replace: true, preventScrollReset: true } as const;
const withTherapist = (value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set('therapistid', value);
  return next;
};

/**
 * Whom the customer may choose (none when one or no therapist offers the therapy in this duration)
 * and whom they chose: `wanted` (the flow's `therapistId`) when that one is among them, else null
 * ("any"). A choice goes into the address (`therapistid`, "any" for any), from which the flow
 * takes it; a choice remembered from earlier in the visit is written there too, so a shared link keeps it.
 * (Only the address is written: the router updates it in a transition, and a store written first
 * would meanwhile get the old address's therapist back from useBookingFlow.)
 */
export function useTherapistChoice(therapyId: number, arrangementId: number, wanted: number | null) {
  const therapists = useBookableTherapists();
  const [params, setParams] = useSearchParams();
  const offering = offeringTherapists(therapists.data ?? [], therapyId, arrangementId);
  const options = offering.length > 1 ? offering : [];
  const chosen = options.find((therapist) => therapist.id === wanted) ?? null;
  const choose = (therapistId: number | null) => setParams(withTherapist(therapistId === null ? 'any' : String(therapistId)), REPLACE);
  const param = params.get('therapistid');
  const chosenId = chosen?.id ?? null;
  useEffect(() => {
    if (chosenId !== null && param !== String(chosenId)) setParams(withTherapist(String(chosenId)), REPLACE);
  }, [chosenId, param, setParams]);
  return { options, chosen, choose };
}

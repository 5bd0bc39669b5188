import type { PublicArrangement } from '@praxis/domain';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { BookOptions } from '../../features/booking-flow/components/book-options.tsx';
import { OfferUnavailable } from '../../features/booking-flow/components/offer-unavailable.tsx';
import { useBookingFlow } from '../../features/booking-flow/hooks/use-booking-flow.ts';
import { offeredArrangements, resolveOffer, type Offer } from '../../features/booking-flow/offer.ts';
import { useArrangements, useOfferedTherapies } from '../../features/catalogue/api/catalogue-queries.ts';
import { durationImageUrl, therapyImageUrl } from '../../features/catalogue/components/therapy-images.ts';
import { useTherapyText } from '../../features/catalogue/components/therapy-text.ts';
import { usePublicSettings } from '../../features/practice/api/practice-queries.ts';

/** /bookoptions?therapyid=&arrangementid=: the therapy's durations and options, behind the offer guard. */
export function Component() {
  const therapies = useOfferedTherapies();
  const arrangements = useArrangements();
  const settings = usePublicSettings();
  const { flow, query } = useBookingFlow();
  if (therapies.isPending || arrangements.isPending || settings.isPending) return <LoadingState />;
  if (therapies.isError || arrangements.isError || settings.isError) {
    return (
      <ErrorState
        error={therapies.error ?? arrangements.error ?? settings.error}
        onRetry={() => void Promise.all([therapies.refetch(), arrangements.refetch(), settings.refetch()])}
      />
    );
  }
  const offer = resolveOffer(therapies.data, arrangements.data, flow, query);
  if (!offer) return <OfferUnavailable />;
  return <Options offer={offer} arrangements={arrangements.data} cancelHours={settings.data.cancelHours} />;
}

function Options({ offer, arrangements, cancelHours }: { offer: Offer; arrangements: PublicArrangement[]; cancelHours: number }) {
  const text = useTherapyText(offer.therapy);
  return (
    <BookOptions
      therapy={{ id: offer.therapy.id, name: text.name, short: text.short, imageUrl: therapyImageUrl(offer.therapy.image) }}
      arrangements={offeredArrangements(offer.therapy, arrangements).map((a) => ({ ...a, imageUrl: durationImageUrl(a.image) }))}
      selectedId={offer.arrangement.id}
      cancelHours={cancelHours}
    />
  );
}

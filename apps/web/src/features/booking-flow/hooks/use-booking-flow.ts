import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { applyQuery, bookingFlowStore, parseOfferQuery } from '../flow-store.ts';

/**
 * The booking-flow context: the stored choice with the address's `therapyid`/`arrangementid`
 * winning (and written back, so the choice survives the next page and a reload). `query` tells
 * which ids the address named explicitly.
 */
export function useBookingFlow() {
  const stored = useSyncExternalStore(bookingFlowStore.subscribe, bookingFlowStore.get, bookingFlowStore.get);
  const [params] = useSearchParams();
  const flow = useMemo(() => applyQuery(stored, params), [stored, params]);
  const query = useMemo(() => parseOfferQuery(params), [params]);
  useEffect(() => {
    if (flow !== stored) bookingFlowStore.set(flow);
  }, [flow, stored]);
  return { flow, query, update: bookingFlowStore.update };
}

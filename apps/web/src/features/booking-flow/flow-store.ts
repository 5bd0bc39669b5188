import { DEFAULT_ARRANGEMENT_ID, DEFAULT_THERAPY_ID, isCalendarDate } from '@praxis/domain';

export const TIMES_OF_DAY = ['all', 'morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** What the booking flow remembers between its pages (specification section 2, "Booking-flow context"). */
export interface BookingFlow {
  therapyId: number;
  arrangementId: number;
  /** Chosen dates (YYYY-MM-DD); when any are chosen, only these days show their slots. */
  days: string[];
  /** Weekdays, 0 Sunday ... 6 Saturday; empty means every weekday. */
  weekdays: number[];
  /** ISO calendar weeks such as "2026-W48"; empty means paging through the weeks. */
  weeks: string[];
  timeOfDay: TimeOfDay;
  /** Start (ISO instant as the availability API gave it) of the chosen slot. */
  slot: string | null;
  /** The therapist the customer chose (`therapistid` in the address); null: any therapist. */
  therapistId: number | null;
}

/** Therapy 1 in its 55-minute arrangement, no filters (specification section 9). */
export const DEFAULT_FLOW: BookingFlow = {
  therapyId: DEFAULT_THERAPY_ID,
  arrangementId: DEFAULT_ARRANGEMENT_ID,
  days: [],
  weekdays: [],
  weeks: [],
  timeOfDay: 'all',
  slot: null,
  therapistId: null,
};

export const FLOW_STORAGE_KEY = 'booking-flow';

const positiveId = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const strings = (value: unknown, valid: (v: string) => boolean) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && valid(v)) : [];

/** A stored value read back defensively: anything unreadable falls back to the default. */
export function parseFlow(raw: string | null): BookingFlow {
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return DEFAULT_FLOW;
    value = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_FLOW;
  }
  return {
    therapyId: positiveId(value.therapyId) ?? DEFAULT_FLOW.therapyId,
    arrangementId: positiveId(value.arrangementId) ?? DEFAULT_FLOW.arrangementId,
    days: strings(value.days, isCalendarDate),
    weekdays: Array.isArray(value.weekdays) ? value.weekdays.filter((d): d is number => Number.isInteger(d) && d >= 0 && d <= 6) : [],
    weeks: strings(value.weeks, (w) => /^\d{4}-W\d{2}$/.test(w)),
    timeOfDay: TIMES_OF_DAY.find((t) => t === value.timeOfDay) ?? 'all',
    slot: typeof value.slot === 'string' && !Number.isNaN(Date.parse(value.slot)) ? value.slot : null,
    therapistId: positiveId(value.therapistId),
  };
}

/** The flow for another therapy or duration: a chosen slot belongs to the old one and is dropped. */
export function withOffer(flow: BookingFlow, therapyId: number, arrangementId: number): BookingFlow {
  if (flow.therapyId === therapyId && flow.arrangementId === arrangementId) return flow;
  return { ...flow, therapyId, arrangementId, slot: null };
}

/** The ids the address names: `therapyid`, `arrangementid`; `invalid` when one is there but no id. */
export function parseOfferQuery(search: URLSearchParams): { therapyId?: number; arrangementId?: number; invalid: boolean } {
  const read = (name: string) => {
    const raw = search.get(name);
    if (raw === null) return { id: undefined, invalid: false };
    const id = /^\d+$/.test(raw) ? positiveId(Number(raw)) : null;
    return id === null ? { id: undefined, invalid: true } : { id, invalid: false };
  };
  const therapy = read('therapyid');
  const arrangement = read('arrangementid');
  return { therapyId: therapy.id, arrangementId: arrangement.id, invalid: therapy.invalid || arrangement.invalid };
}

/**
 * The therapist the address names (`therapistid`): undefined when it names none, null ("any") for
 * `any` or any other value that is no id. Whether that therapist offers the therapy is the booking
 * screen's to check.
 */
export function parseTherapistQuery(search: URLSearchParams): number | null | undefined {
  const raw = search.get('therapistid');
  if (raw === null) return undefined;
  return /^\d+$/.test(raw) ? positiveId(Number(raw)) : null;
}

/** The stored flow with the address's ids, which win over the stored ones. */
export function applyQuery(flow: BookingFlow, search: URLSearchParams): BookingFlow {
  const query = parseOfferQuery(search);
  const offered = withOffer(flow, query.therapyId ?? flow.therapyId, query.arrangementId ?? flow.arrangementId);
  const therapistId = parseTherapistQuery(search);
  return therapistId === undefined || therapistId === offered.therapistId ? offered : { ...offered, therapistId };
}

export interface FlowStore {
  get(): BookingFlow;
  set(next: BookingFlow): void;
  update(patch: Partial<BookingFlow>): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The flow kept in `storage` (the tab's sessionStorage), so it survives navigation and reloads
 * but not the end of the visit. Without storage (disabled) it lives in memory only.
 */
export function createFlowStore(storage: Storage | null): FlowStore {
  const read = () => {
    try {
      return parseFlow(storage?.getItem(FLOW_STORAGE_KEY) ?? null);
    } catch {
      return DEFAULT_FLOW;
    }
  };
  let state = read();
  const listeners = new Set<() => void>();
  const set = (next: BookingFlow) => {
    if (next === state) return;
    state = next;
    try {
      storage?.setItem(FLOW_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the flow still works for this page view.
    }
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    set,
    update: (patch) => set({ ...state, ...patch }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's booking-flow context. */
export const bookingFlowStore = createFlowStore(sessionStorageOrNull());

import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyQuery,
  bookingFlowStore,
  createFlowStore,
  DEFAULT_FLOW,
  FLOW_STORAGE_KEY,
  parseFlow,
  parseOfferQuery,
  parseTherapistQuery,
  withOffer,
} from './flow-store.ts';
import { useBookingFlow } from './hooks/use-booking-flow.ts';

const search = (query: string) => new URLSearchParams(query);
const slot = '2026-11-30T10:00:00+01:00';

describe('booking-flow context', () => {
  afterEach(() => {
    sessionStorage.clear();
    bookingFlowStore.set(DEFAULT_FLOW);
  });

  it('starts with therapy 1 and arrangement 2 and no filters', () => {
    const store = createFlowStore(sessionStorage);
    expect(store.get()).toEqual({ therapyId: 1, arrangementId: 2, days: [], weekdays: [], weeks: [], timeOfDay: 'all', slot: null, therapistId: null });
  });

  it('survives a reload: a new store on the same session storage reads the same choice', () => {
    const before = createFlowStore(sessionStorage);
    before.set(withOffer(before.get(), 3, 1));
    before.update({ weekdays: [1, 3], weeks: ['2026-W53'], days: ['2026-12-29'], timeOfDay: 'evening', slot, therapistId: 4 });
    const afterReload = createFlowStore(sessionStorage);
    expect(afterReload.get()).toEqual({
      therapyId: 3,
      arrangementId: 1,
      days: ['2026-12-29'],
      weekdays: [1, 3],
      weeks: ['2026-W53'],
      timeOfDay: 'evening',
      slot,
      therapistId: 4,
    });
  });

  it('falls back to the defaults for unreadable or tampered storage', () => {
    expect(parseFlow('{not json')).toBe(DEFAULT_FLOW);
    expect(
      parseFlow(
        JSON.stringify({
          therapyId: -4,
          arrangementId: 'x',
          weekdays: [9, 2],
          weeks: ['48'],
          days: ['2026-02-30'],
          timeOfDay: 'night',
          slot: 'soon',
          therapistId: '3',
        }),
      ),
    ).toEqual({
      ...DEFAULT_FLOW,
      weekdays: [2],
    });
  });

  it.each([
    ['', 5, 3],
    ['?therapyid=7', 7, 3],
    ['?arrangementid=1', 5, 1],
    ['?therapyid=2&arrangementid=3', 2, 3],
    ['?therapyid=abc', 5, 3],
  ])('lets the address %j win over the stored therapy and duration', (query, therapyId, arrangementId) => {
    const stored = { ...DEFAULT_FLOW, therapyId: 5, arrangementId: 3 };
    expect(applyQuery(stored, search(query))).toMatchObject({ therapyId, arrangementId });
  });

  it('drops the chosen slot when the therapy or duration changes, and keeps it otherwise', () => {
    const stored = { ...DEFAULT_FLOW, slot };
    expect(applyQuery(stored, search('?therapyid=1&arrangementid=2'))).toBe(stored);
    expect(applyQuery(stored, search('?arrangementid=3')).slot).toBeNull();
  });

  it('flags an address id that is no id', () => {
    expect(parseOfferQuery(search('?therapyid=abc'))).toEqual({ therapyId: undefined, arrangementId: undefined, invalid: true });
    expect(parseOfferQuery(search('?therapyid=0'))).toMatchObject({ invalid: true });
    expect(parseOfferQuery(search('?therapyid=4&arrangementid=1'))).toEqual({ therapyId: 4, arrangementId: 1, invalid: false });
  });

  it.each([
    ['', 4],
    ['?therapistid=7', 7],
    ['?therapistid=any', null],
    ['?therapistid=0', null],
    ['?therapistid=7x', null],
  ])('takes the therapist from the address %j, else the stored one', (query, therapistId) => {
    const stored = { ...DEFAULT_FLOW, therapistId: 4, slot };
    const flow = applyQuery(stored, search(query));
    expect(flow.therapistId).toBe(therapistId);
    // The therapist is a filter: the slot stays (the screen drops it if that therapist has it not free).
    expect(flow.slot).toBe(slot);
    expect(applyQuery(stored, search('?therapistid=4'))).toBe(stored);
  });

  it('keeps the chosen therapist when the therapy or duration changes', () => {
    expect(withOffer({ ...DEFAULT_FLOW, therapistId: 4 }, 3, 1).therapistId).toBe(4);
  });

  it('reads the therapist of the address: an id, any, or none named', () => {
    expect(parseTherapistQuery(search('?therapistid=12'))).toBe(12);
    expect(parseTherapistQuery(search('?therapistid=any'))).toBeNull();
    expect(parseTherapistQuery(search('?therapyid=1'))).toBeUndefined();
  });

  it('writes the address ids into the session storage, so the next page keeps them', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/bookoptions?therapyid=4&arrangementid=3&therapistid=9'] }, children);
    const { result } = renderHook(() => useBookingFlow(), { wrapper });
    expect(result.current.flow).toMatchObject({ therapyId: 4, arrangementId: 3, therapistId: 9 });
    expect(JSON.parse(sessionStorage.getItem(FLOW_STORAGE_KEY) ?? '{}')).toMatchObject({ therapyId: 4, arrangementId: 3, therapistId: 9 });
  });
});

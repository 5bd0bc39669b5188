import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { SlotGate } from './slot-gate.ts';

/** A slot with `seats` therapists: each reservation takes one; held once all are taken. */
function slot(seats: number) {
  let taken = 0;
  const calls = { asked: 0, reserved: 0 };
  const isHeld = async () => {
    calls.asked++;
    await new Promise((resolve) => setTimeout(resolve, 1));
    return taken >= seats;
  };
  const reserve = async () => {
    calls.reserved++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (taken >= seats) throw new AppError('SLOT_TAKEN', 'taken');
    return ++taken;
  };
  return { isHeld, reserve, calls };
}

const outcomes = (results: PromiseSettledResult<number>[]) =>
  results.map((r) => (r.status === 'fulfilled' ? 'booked' : r.reason instanceof AppError ? r.reason.code : 'error'));

describe('SlotGate', () => {
  it('lets one of many through and refuses the rest with one shared question', async () => {
    const gate = new SlotGate();
    const one = slot(1);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => gate.pass('a', one.isHeld, one.reserve)));
    expect(outcomes(results).filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes(results).filter((o) => o === 'SLOT_TAKEN')).toHaveLength(49);
    expect(one.calls.reserved).toBe(1);
    // The first asks for itself; the 49 who waited ask once together.
    expect(one.calls.asked).toBe(2);
  });

  it('lets as many through as the slot has therapists, one after another', async () => {
    const gate = new SlotGate();
    const three = slot(3);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => gate.pass('a', three.isHeld, three.reserve)));
    expect(outcomes(results).filter((o) => o === 'booked')).toHaveLength(3);
    expect(outcomes(results).filter((o) => o === 'SLOT_TAKEN')).toHaveLength(7);
    expect(three.calls.reserved).toBe(3);
  });

  it('keeps different slots apart, and a failed reservation does not block the next', async () => {
    const gate = new SlotGate();
    const a = slot(1);
    const b = slot(1);
    const failing = gate.pass('a', a.isHeld, () => Promise.reject(new Error('database gone')));
    const [first, second, other] = await Promise.allSettled([failing, gate.pass('a', a.isHeld, a.reserve), gate.pass('b', b.isHeld, b.reserve)]);
    expect(first.status).toBe('rejected');
    expect(outcomes([second!, other!])).toEqual(['booked', 'booked']);
    expect(await gate.pass('a', a.isHeld, a.reserve).catch((err: AppError) => err.code)).toBe('SLOT_TAKEN');
  });
});

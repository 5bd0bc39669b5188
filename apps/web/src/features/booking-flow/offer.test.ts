import type { PublicArrangement, PublicTherapy } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { resolveOffer } from './offer.ts';

const therapy = (id: number, arrangementIds: number[]): PublicTherapy => ({ id, labelKey: `t${id}`, image: '', sortOrder: id, arrangementIds, texts: {} });
const arrangement = (id: number, durationMinutes: number): PublicArrangement => ({
  id,
  durationMinutes,
  slotMinutes: durationMinutes + 5,
  priceRappen: 100 * durationMinutes,
  image: '',
});
const therapies = [therapy(1, [1, 2, 3]), therapy(9, [3, 1])];
const arrangements = [arrangement(1, 25), arrangement(2, 55), arrangement(3, 85)];

describe('resolveOffer (the /bookoptions guard)', () => {
  it.each([
    ['a known therapy and offered duration', { therapyId: 1, arrangementId: 2 }, { arrangementId: 2, invalid: false }, [1, 2]],
    ['an unknown or inactive therapy', { therapyId: 4, arrangementId: 2 }, { invalid: false }, null],
    ['a duration the address names but the therapy lacks', { therapyId: 9, arrangementId: 2 }, { arrangementId: 2, invalid: false }, null],
    ['a remembered duration the therapy lacks: its shortest instead', { therapyId: 9, arrangementId: 2 }, { invalid: false }, [9, 1]],
    ['an address id that is no number', { therapyId: 1, arrangementId: 2 }, { invalid: true }, null],
  ] as const)('%s', (_case, wanted, query, expected) => {
    const offer = resolveOffer(therapies, arrangements, wanted, query);
    expect(offer ? [offer.therapy.id, offer.arrangement.id] : null).toEqual(expected);
  });
});

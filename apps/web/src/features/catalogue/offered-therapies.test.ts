import type { PublicTherapy } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { offeredTherapies } from './offered-therapies.ts';

const therapy = (id: number, arrangementIds: number[]): PublicTherapy => ({ id, labelKey: `t${id}`, image: '', sortOrder: id, arrangementIds, texts: {} });

describe('the therapies the public site offers', () => {
  const catalogue = [therapy(1, [1, 2, 3]), therapy(2, [1, 2, 3]), therapy(3, [2])];

  it('are none while no published therapist offers anything (the first day)', () => {
    expect(offeredTherapies(catalogue, [])).toEqual([]);
  });

  it('are those a published therapist offers, in the durations someone offers, in catalogue order', () => {
    const therapists = [
      { offers: [{ therapyId: 3, arrangementIds: [2] }] },
      {
        offers: [
          { therapyId: 1, arrangementIds: [2] },
          { therapyId: 3, arrangementIds: [] },
        ],
      },
      { offers: [{ therapyId: 1, arrangementIds: [3] }] },
    ];
    expect(offeredTherapies(catalogue, therapists).map((t) => [t.id, t.arrangementIds])).toEqual([
      [1, [2, 3]],
      [3, [2]],
    ]);
  });

  it('leave out an offer of a duration the catalogue no longer links to the therapy', () => {
    expect(offeredTherapies(catalogue, [{ offers: [{ therapyId: 3, arrangementIds: [1] }] }])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PAIN_REGIONS, THERAPIES_BY_REGION, regionsHelpedBy, therapiesForRegions, type PainRegion } from './pain-regions.ts';
import { THERAPIES } from './therapies.ts';

describe('pain regions', () => {
  it('maps every region to existing therapies, each once', () => {
    const ids = new Set(THERAPIES.map((t) => t.id));
    for (const region of PAIN_REGIONS) {
      const helping = THERAPIES_BY_REGION[region];
      expect(helping.length, region).toBeGreaterThan(0);
      expect(new Set(helping).size, region).toBe(helping.length);
      for (const id of helping) expect(ids.has(id), `${region}: ${id}`).toBe(true);
    }
  });

  it('suggests every therapy for at least one region', () => {
    const suggested = new Set(PAIN_REGIONS.flatMap((region) => THERAPIES_BY_REGION[region]));
    expect(THERAPIES.filter((t) => !suggested.has(t.id)).map((t) => t.labelKey)).toEqual([]);
  });
});

describe('therapiesForRegions', () => {
  it.each<[string, PainRegion[], number[]]>([
    ['nothing for no region', [], []],
    ['the region list as it is for one region', ['feet'], [4, 3, 1]],
    ['headache therapy first for the head', ['head'], [5, 7, 13, 1]],
    ['therapies helping in both regions first, then by best rank', ['head', 'neck'], [1, 5, 7, 13, 10, 11]],
    ['the same order whatever the picking order', ['neck', 'head'], [1, 5, 7, 13, 10, 11]],
    ['lymph drainage first for legs and feet', ['legs', 'feet'], [3, 1, 4, 2, 10, 12]],
    ['a region picked twice once', ['feet', 'feet'], [4, 3, 1]],
  ])('gives %s', (_name, regions, expected) => {
    expect(therapiesForRegions(regions)).toEqual(expected);
  });

  it('lists each therapy once when every region is picked', () => {
    const all = therapiesForRegions(PAIN_REGIONS);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(THERAPIES.map((t) => t.id));
  });
});

describe('regionsHelpedBy', () => {
  it.each<[number, PainRegion[], PainRegion[]]>([
    [5, ['neck', 'head'], ['head', 'neck']],
    [4, ['neck', 'head'], []],
    [3, ['feet', 'legs', 'arms'], ['arms', 'legs', 'feet']],
    [1, [], []],
  ])('therapy %i helps with %j in %j', (therapyId, regions, expected) => {
    expect(regionsHelpedBy(therapyId, regions)).toEqual(expected);
  });
});

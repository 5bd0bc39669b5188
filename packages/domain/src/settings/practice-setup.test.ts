import { describe, expect, it } from 'vitest';
import { FIRST_START_PRACTICE_SETTINGS, SAMPLE_PRACTICE_SETTINGS } from './practice-settings.ts';
import { billingDataComplete, openBeforePublishing, setupSteps, type SetupFacts } from './practice-setup.ts';

const ready: SetupFacts = {
  settings: { ...SAMPLE_PRACTICE_SETTINGS, iban: 'CH9300762011623852957' },
  therapists: [{ id: 7, offers: [{ therapyId: 1, arrangementIds: [2] }] }],
  therapies: [
    { id: 1, tariff590Code: '1062' },
    { id: 2, tariff590Code: null },
  ],
  plannedTherapistIds: [7],
  published: false,
};

describe('the set-up steps', () => {
  it('are all open on a first day', () => {
    const steps = setupSteps({ ...ready, settings: FIRST_START_PRACTICE_SETTINGS, therapists: [], plannedTherapistIds: [] });
    expect(openBeforePublishing(steps)).toEqual(['practice', 'openingHours', 'bank', 'team', 'therapies', 'plans']);
  });

  it('are done when the data are there; only publishing is left', () => {
    expect(setupSteps(ready)).toEqual({ practice: true, openingHours: true, bank: true, team: true, therapies: true, plans: true, publish: false });
  });

  it.each<[string, Partial<SetupFacts>, string]>([
    ['a therapy offered without its Tarif 590 code', { therapists: [{ id: 7, offers: [{ therapyId: 2, arrangementIds: [1] }] }] }, 'therapies'],
    ['an offer without any duration', { therapists: [{ id: 7, offers: [{ therapyId: 1, arrangementIds: [] }] }] }, 'therapies'],
    ['a plan only for someone not published', { plannedTherapistIds: [8] }, 'plans'],
    ['no account holder', { settings: { ...ready.settings, creditor: { ...ready.settings.creditor, name: '' } } }, 'bank'],
    ['no map position', { settings: { ...ready.settings, geo: null } }, 'practice'],
  ])('keep a step open for %s', (_case, change, step) => {
    expect(openBeforePublishing(setupSteps({ ...ready, ...change }))).toEqual([step]);
  });

  it('ask an invoice for the practice data, an account and its holder', () => {
    expect(billingDataComplete(ready.settings)).toBe(true);
    expect(billingDataComplete({ ...ready.settings, iban: null })).toBe(false);
    expect(billingDataComplete({ ...ready.settings, city: '' })).toBe(false);
  });
});

import { SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { describe, expect, it } from 'vitest';
import { billingAccount } from './invoice-snapshot.ts';

describe('the account a new invoice names', () => {
  const practice = { ...SAMPLE_PRACTICE_SETTINGS, iban: 'CH9300762011623852957' };

  it('is the IBAN with a creditor reference when the practice data and the account holder are complete', () => {
    expect(billingAccount(practice).account).toBe('CH9300762011623852957');
  });

  it.each([
    ['no account', { iban: null }],
    ['no account holder', { creditor: { ...practice.creditor, name: '' } }],
    ['no holder address', { creditor: { ...practice.creditor, city: '' } }],
    ['no practice name for the letterhead (a first day)', { name: '' }],
    ['no practice address', { street: '' }],
  ])('is refused with BILLING_DATA_MISSING when there is %s: no invoice half printed', (_case, change) => {
    expect(() => billingAccount({ ...practice, ...change })).toThrow(expect.objectContaining({ code: 'BILLING_DATA_MISSING' }));
  });
});

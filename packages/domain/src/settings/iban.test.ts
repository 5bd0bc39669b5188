import { describe, expect, it } from 'vitest';
import { formatIban, isQrIban, isSwissIban, normalizeIban } from './iban.ts';

describe('Swiss IBANs', () => {
  it('accepts real CH and LI numbers with or without spaces', () => {
    expect(isSwissIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isSwissIban('ch9300762011623852957')).toBe(true);
    expect(isSwissIban('LI21 0881 0000 2324 013A A')).toBe(true);
  });

  it('refuses wrong check digits, other countries and wrong lengths', () => {
    expect(isSwissIban('CH94 0076 2011 6238 5295 7')).toBe(false);
    expect(isSwissIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(isSwissIban('CH93 0076 2011 6238 5295')).toBe(false);
    expect(isSwissIban('')).toBe(false);
  });

  it('tells a QR-IBAN by its institution id 30000–31999', () => {
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH93 0076 2011 6238 5295 7')).toBe(false);
    // A QR institution id with wrong check digits is no IBAN at all.
    expect(isQrIban('CH45 3199 9123 0008 8901 2')).toBe(false);
  });

  it('normalizes and prints in groups of four', () => {
    expect(normalizeIban(' ch93 0076 2011 6238 5295 7 ')).toBe('CH9300762011623852957');
    expect(formatIban('CH9300762011623852957')).toBe('CH93 0076 2011 6238 5295 7');
  });
});

import { describe, expect, it } from 'vitest';
import { profileInputSchema } from '../accounts/profile.ts';
import { qrAddressOverflow, streetLine } from './qr-address.ts';

const fits = { firstName: 'Anna', lastName: 'Meier', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich' };

describe('an address on the QR-bill', () => {
  it('fits at the limits: a name of 70 with its space, a street of 70, a postal code of 16, a town of 35', () => {
    expect(qrAddressOverflow({ ...fits, firstName: 'A'.repeat(34), lastName: 'B'.repeat(35) })).toEqual([]);
    expect(qrAddressOverflow({ ...fits, street: 'S'.repeat(70), postalCode: '1'.repeat(16), city: 'T'.repeat(35) })).toEqual([]);
  });

  it('names each field one character over, the name at the last name', () => {
    expect(
      qrAddressOverflow({ firstName: 'A'.repeat(35), lastName: 'B'.repeat(35), street: 'S'.repeat(71), postalCode: '1'.repeat(17), city: 'T'.repeat(36) }),
    ).toEqual(['lastName', 'street', 'postalCode', 'city']);
  });

  it('keeps the house number within its 16 characters', () => {
    expect(qrAddressOverflow({ ...fits, street: 'Bahnhofstrasse', houseNumber: '1'.repeat(16) })).toEqual([]);
    expect(qrAddressOverflow({ ...fits, street: 'Bahnhofstrasse', houseNumber: '1'.repeat(17) })).toEqual(['houseNumber']);
  });

  it('counts a Cyrillic town as printed, in Latin letters', () => {
    // 30 letters, but 120 once each "Щ" is written "Shch"; 17 "Ж" are 34 as "Zh".
    expect(qrAddressOverflow({ ...fits, city: 'Щ'.repeat(30) })).toEqual(['city']);
    expect(qrAddressOverflow({ ...fits, city: 'Ж'.repeat(17) })).toEqual([]);
  });
});

describe('the profile refuses an address no invoice could print', () => {
  const profile = {
    firstName: 'Anna',
    lastName: 'Meier',
    phone: '+41 79 123 45 67',
    language: 'de',
    street: 'Bahnhofstrasse 1',
    postalCode: '8001',
    location: 'Zürich',
  };

  it('accepts one that fits', () => {
    expect(profileInputSchema.safeParse(profile).success).toBe(true);
  });

  it('names the town (location) and the last name with tooLongForInvoice', () => {
    const result = profileInputSchema.safeParse({ ...profile, location: 'T'.repeat(36), lastName: 'B'.repeat(70) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lastName', 'tooLongForInvoice'],
      ['location', 'tooLongForInvoice'],
    ]);
  });
});

describe('the street line a letter prints', () => {
  it('joins street and house number, and leaves out what is empty', () => {
    expect(streetLine({ street: 'Seefeldstrasse', houseNumber: '42' })).toBe('Seefeldstrasse 42');
    expect(streetLine({ street: 'Postfach', houseNumber: null })).toBe('Postfach');
    expect(streetLine({ street: ' Via Nassa ', houseNumber: ' 5 ' })).toBe('Via Nassa 5');
    expect(streetLine({ street: null })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { birthdayHint } from './birthday.ts';
import { missingPersonalData, passwordChangeSchema, profileInputSchema } from './profile.ts';

const valid = { firstName: 'Anna', lastName: 'Meier', phone: '+41 79 123 45 67', language: 'de' };

describe('profileInputSchema', () => {
  it('accepts the mandatory data and turns empty optional fields into null', () => {
    const parsed = profileInputSchema.parse({ ...valid, street: '  ', birthday: null, countryCode: 'ch' });
    expect(parsed).toMatchObject({ firstName: 'Anna', street: null, countryCode: 'CH', salutation: 0 });
  });

  it.each([
    [{ firstName: 'A' }, 'nameTooShort'],
    [{ lastName: ' ' }, 'nameTooShort'],
    [{ phone: '079 123' }, 'invalidPhone'],
    [{ birthday: '2031-01-01' }, 'invalidBirthday'],
    [{ birthday: '1985-02-30' }, 'invalidBirthday'],
    [{ countryCode: 'Schweiz' }, 'invalidCountry'],
    [{ language: 'xx' }, undefined],
  ])('refuses %j', (change, message) => {
    const result = profileInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('passwordChangeSchema', () => {
  it('needs 8 characters entered twice alike', () => {
    expect(passwordChangeSchema.safeParse({ password: 'long-enough', confirm: 'long-enough' }).success).toBe(true);
    expect(passwordChangeSchema.safeParse({ password: 'short', confirm: 'short' }).error?.issues[0]?.message).toBe('passwordTooShort');
    expect(passwordChangeSchema.safeParse({ password: 'long-enough', confirm: 'long-enougH' }).error?.issues[0]?.message).toBe('passwordsDiffer');
  });
});

describe('missingPersonalData', () => {
  it.each([
    [{ firstName: 'Anna', lastName: 'Meier', phone: '0791234567' }, []],
    [{ firstName: null, lastName: 'M', phone: null }, ['firstName', 'lastName', 'phone']],
    [{ firstName: 'Anna', lastName: 'Meier', phone: '12' }, ['phone']],
  ])('%j misses %j', (user, expected) => {
    expect(missingPersonalData(user)).toEqual(expected);
  });
});

describe('birthdayHint', () => {
  it.each([
    ['1980-11-21', '2026-11-21', true],
    ['1980-11-14', '2026-11-21', true],
    ['1980-11-13', '2026-11-21', false],
    ['1980-11-22', '2026-11-21', false],
    ['1980-12-29', '2027-01-03', true],
    ['1984-02-29', '2027-03-03', true],
    ['1984-02-29', '2027-03-08', false],
    [null, '2026-11-21', false],
  ])('born %s, on %s: %s', (birthday, reference, expected) => {
    expect(birthdayHint(birthday, reference)).toBe(expected);
  });
});

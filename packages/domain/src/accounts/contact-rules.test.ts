import { describe, expect, it } from 'vitest';
import { LIMITS } from '../validation/limits.ts';
import { isValidEmail, isValidPhone, normalizeEmail, safeReturnPath } from './contact-rules.ts';

describe('isValidPhone', () => {
  it.each([
    ['+41 79 123 45 67', true],
    ['+41 79 123 45 6', false],
    ['+41 79 123 45 678', false],
    ['0041 79 123 45 67', true],
    ['0041 79 123 45 6', false],
    ['+49 30 1234567', true],
    ['+49 30 12345', false],
    ['0049 30 1234567', true],
    ['0049 30 12345', false],
    ['079 123 45 67', true],
    ['0791234567', true],
    ['07912345678', true],
    ['079123456', false],
    ['079-123-45-67', false],
    ['', false],
  ])('%s is valid: %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['anna@example.ch', true],
    ['a.b+c@sub.example.com', true],
    ['anna@example', false],
    ['anna example@x.ch', false],
    ['@example.ch', false],
    ['anna@.ch', false],
    ['anna@x.', false],
    ['anna@a.b.c', true],
    ['anna@.b.c', true],
    ['an@na@example.ch', false],
    ['anna@exa\u00a0mple.ch', false],
    ['anna\u0000@example.ch', false],
    ['anna@example.ch\u0007', false],
    ['anna@example.ch\ud800', false],
    // The longest address allowed, and one character more.
    [`${'a'.repeat(64)}@${'b'.repeat(LIMITS.email - '@.ch'.length - 64)}.ch`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(LIMITS.email - '@.ch'.length - 63)}.ch`, false],
  ])('%j is valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it.each([
    ['many dots', `a@${'.'.repeat(200_000)}`],
    ['dots and letters', `${'a.'.repeat(100_000)}@b`],
    ['a valid shape, far too long', `a@${'b.'.repeat(100_000)}ch`],
  ])('refuses a 200 KB input (%s) at once', (_, email) => {
    const started = Date.now();
    expect(isValidEmail(email)).toBe(false);
    expect(Date.now() - started).toBeLessThan(50);
  });

  it('normalizes by trimming and lower-casing', () => {
    expect(normalizeEmail('  Anna@Example.CH ')).toBe('anna@example.ch');
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/bookings', '/bookings'],
    ['/account?tab=health', '/account?tab=health'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
  ])('%s goes to %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
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
  ])('%s is valid: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
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

import { describe, expect, it } from 'vitest';
import { emailSchema, loginInputSchema } from '../accounts/account-schemas.ts';
import { boundedText, calendarDate, freeText, idParam, idSchema } from './input-schemas.ts';
import { LIMITS } from './limits.ts';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('boundedText', () => {
  const schema = boundedText(10);
  it.each([
    ['  Anna  ', 'Anna'],
    ['Zoë 😀', 'Zoë 😀'],
  ])('accepts %j as %j', (input, output) => {
    expect(schema.parse(input)).toBe(output);
  });

  it.each([
    ['a'.repeat(11), 'tooLong'],
    ['An\u0000na', 'invalidCharacters'],
    ['An\tna', 'invalidCharacters'],
    ['An\nna', 'invalidCharacters'],
    ['An\u001bna', 'invalidCharacters'],
    ['An\u0085na', 'invalidCharacters'],
    ['Anna\ud800', 'invalidCharacters'],
    ['\udc00Anna', 'invalidCharacters'],
  ])('refuses %j: %s', (input, message) => {
    expect(messageOf(schema.safeParse(input))).toBe(message);
  });

  it('stops at the length: a 1 MB string gives one issue', () => {
    expect(schema.safeParse('\u0000'.repeat(1 << 20)).error?.issues).toHaveLength(1);
  });
});

describe('freeText', () => {
  const schema = freeText(100);
  it('keeps tabs and line breaks', () => {
    expect(schema.parse(' line one\r\n\tline two ')).toBe('line one\r\n\tline two');
  });

  it.each(['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\ud83db'])('refuses %j', (input) => {
    expect(messageOf(schema.safeParse(input))).toBe('invalidCharacters');
  });
});

describe('ids', () => {
  it.each([
    [1, true],
    [LIMITS.id, true],
    [LIMITS.id + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [1e308, false],
  ])('%s in a body is an id: %s', (value, ok) => {
    expect(idSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['999999999999999999999', null],
    ['abc', null],
    ['', null],
  ])('%j in a path is %s', (value, expected) => {
    const result = idParam.safeParse(value);
    expect(result.success ? result.data : null).toBe(expected);
  });
});

describe('calendarDate', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['9999-12-31', false],
    ['+275760-09-13', false],
    ['2026-02-28\u0000', false],
  ])('%j is a date: %s', (value, ok) => {
    expect(calendarDate.safeParse(value).success).toBe(ok);
  });
});

describe('emailSchema', () => {
  it('normalizes a valid address', () => {
    expect(emailSchema.parse('  Anna@Example.CH ')).toBe('anna@example.ch');
  });

  it('refuses an over-long input before reading it further, at once', () => {
    const started = Date.now();
    const result = emailSchema.safeParse(`a@${'.'.repeat(200_000)}`);
    expect(Date.now() - started).toBeLessThan(50);
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'too_big', message: 'invalidEmail' })]);
  });

  it.each(['anna\u0000@example.ch', 'anna@example.ch\u0000'])('refuses %j', (email) => {
    expect(messageOf(emailSchema.safeParse(email))).toBe('invalidEmail');
  });
});

describe('loginInputSchema', () => {
  it('refuses control characters in the password', () => {
    expect(loginInputSchema.safeParse({ email: 'anna@example.ch', password: 'secret\u0000' }).success).toBe(false);
    expect(loginInputSchema.safeParse({ email: 'anna@example.ch', password: 'x'.repeat(LIMITS.password + 1) }).success).toBe(false);
    expect(loginInputSchema.safeParse({ email: 'anna@example.ch', password: 'correct horse' }).success).toBe(true);
  });
});

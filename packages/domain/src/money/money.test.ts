import { describe, expect, it } from 'vitest';
import { chfToRappen, formatChf, formatChfInput, isCashAmount, parseChfInput, pricePerFiveMinutes, roundToCash } from './money.ts';

describe('pricePerFiveMinutes', () => {
  it.each([
    [7500, 25, '15.00000'],
    [14000, 55, '12.72727'],
    [21500, 85, '12.64706'],
    [1, 3, '0.01667'],
    [0, 25, '0.00000'],
  ])('%i Rappen over %i minutes costs %s CHF per 5 minutes', (rappen, minutes, expected) => {
    expect(pricePerFiveMinutes(rappen, minutes)).toBe(expected);
  });

  it('refuses fractional Rappen and non-positive durations', () => {
    expect(() => pricePerFiveMinutes(75.5, 25)).toThrow(RangeError);
    expect(() => pricePerFiveMinutes(7500, 0)).toThrow(RangeError);
  });
});

describe('chfToRappen', () => {
  it.each([
    [75, 7500],
    [0.1 + 0.2, 30],
    [12.345, 1235],
    [-10, -1000],
    [-0.005, -1],
  ])('%d CHF is %i Rappen', (chf, rappen) => {
    expect(chfToRappen(chf)).toBe(rappen);
  });

  it('refuses non-finite amounts', () => {
    expect(() => chfToRappen(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatChf', () => {
  it('shows francs with two decimals', () => {
    expect(formatChf(7500, 'de')).toMatch(/^CHF\s75\.00$/);
    expect(formatChf(14050, 'en')).toMatch(/140\.50/);
  });

  it('writes a negative amount with the minus sign U+2212 before its digits, in every language', () => {
    expect(formatChf(-1400, 'de')).toMatch(/^CHF\s\u221214\.00$/);
    expect(formatChf(-1400, 'it')).toMatch(/^CHF\s\u221214\.00$/);
    expect(formatChf(-123450, 'de')).toMatch(/^CHF\s\u22121'234\.50$/);
    expect(formatChf(-1400, 'fr')).toMatch(/^\u221214\.00\sCHF$/);
    expect(formatChf(-1400, 'ru')).toMatch(/^\u221214,00\sCHF$/);
    for (const language of ['de', 'en', 'fr', 'it', 'ru', 'es']) {
      const text = formatChf(-5, language);
      expect(text).toContain('\u22120');
      expect(text).not.toContain('-');
      expect(formatChf(5, language)).not.toMatch(/[-\u2212]/);
    }
    expect(formatChf(0, 'de')).toMatch(/^CHF\s0\.00$/);
  });
});

describe('CHF amounts typed in forms', () => {
  it('reads francs with up to 2 decimals as exact Rappen', () => {
    expect(parseChfInput('20.00')).toBe(2000);
    expect(parseChfInput('20')).toBe(2000);
    expect(parseChfInput('0.1')).toBe(10);
    expect(parseChfInput(' 19,99 ')).toBe(1999);
    expect(parseChfInput('1.15')).toBe(115);
    expect(parseChfInput("1'000.05")).toBe(100005);
  });

  it('refuses anything else', () => {
    for (const text of ['', '.5', '1.234', '-1', 'abc', '1e3']) expect(parseChfInput(text)).toBeNull();
  });

  it('shows Rappen with 2 decimals', () => {
    expect(formatChfInput(2000)).toBe('20.00');
    expect(formatChfInput(5)).toBe('0.05');
    expect(formatChfInput(115)).toBe('1.15');
  });
});

describe('cash in 5 Rappen', () => {
  it.each([
    [14335, true],
    [13995, true],
    [0, true],
    [-1000, true],
    [-13995, true],
    [13997, false],
    [14334, false],
    [-13998, false],
    [1, false],
    [12.5, false],
  ])('%i Rappen can be paid in cash: %s', (rappen, expected) => {
    expect(isCashAmount(rappen)).toBe(expected);
  });

  it.each([
    [14334, 14335],
    [13997, 13995],
    [13998, 14000],
    [13995, 13995],
    [14000, 14000],
    [13996, 13995],
    [13999, 14000],
    [1, 0],
    [2, 0],
    [3, 5],
    // 2.5 Rappen round up: the half goes away from zero.
    [13997.5, 14000],
    [2.5, 5],
    [2.49, 0],
    [-13998, -14000],
    [-13997, -13995],
    [-14334, -14335],
    [-2.5, -5],
  ])('%d Rappen are %i in cash', (rappen, expected) => {
    expect(roundToCash(rappen)).toBe(expected);
    expect(isCashAmount(roundToCash(rappen))).toBe(true);
  });

  it('rounds less than 2.5 Rappen to a plain zero, never −0', () => {
    expect(Object.is(roundToCash(-2), 0)).toBe(true);
    expect(Object.is(roundToCash(-1), 0)).toBe(true);
  });

  it('is symmetric and moves an amount by at most 2.5 Rappen', () => {
    for (let rappen = -500; rappen <= 500; rappen += 1) {
      expect(roundToCash(-rappen)).toBe(-roundToCash(rappen) || 0);
      expect(Math.abs(roundToCash(rappen) - rappen)).toBeLessThanOrEqual(2.5);
    }
  });

  it('refuses non-finite amounts', () => {
    expect(() => roundToCash(Number.NaN)).toThrow(RangeError);
    expect(() => roundToCash(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

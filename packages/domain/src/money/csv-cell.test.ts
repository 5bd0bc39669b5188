import { describe, expect, it } from 'vitest';
import { csvCell, csvChf, csvRow } from './csv-cell.ts';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+41 79 123 45 67', "'+41 79 123 45 67"],
    ['-10.00', "'-10.00"],
    ['@cmd', "'@cmd"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Anna Meier', 'Anna Meier'],
    ['a=b', 'a=b'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers as they are and nothing for null or undefined, but escapes a negative number', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('escapes every field of a row', () => {
    expect(csvRow(['2027-01', '=HYPERLINK("x")', 5, null])).toEqual(['2027-01', '\'=HYPERLINK("x")', '5', '']);
  });
});

describe('csvChf', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [14000, '140.00'],
    [123456, '1234.56'],
    [-1000, '-10.00'],
    [-5, '-0.05'],
  ])('writes %i Rappen as %s', (rappen, expected) => {
    expect(csvChf(rappen)).toBe(expected);
  });

  it('refuses fractions of a Rappen', () => {
    expect(() => csvChf(1.5)).toThrow(RangeError);
  });
});

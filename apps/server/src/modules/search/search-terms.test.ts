import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('reads a whole booking number as that number and a document number as its start', () => {
    expect(searchTerms('2027-00012')).toMatchObject({
      booking: { year: 2027, exact: 12, from: 12, to: 12 },
      document: { prefix: '2027-00012', exact: null },
    });
  });

  it('reads the start of a number as the range it begins, and as the number it may mean in full', () => {
    expect(searchTerms('2027-12')).toMatchObject({
      booking: { year: 2027, exact: 12, from: 12_000, to: 12_999 },
      document: { prefix: '2027-12', exact: '2027-0012' },
    });
    expect(searchTerms('2027-0042')).toMatchObject({ booking: { exact: 42, from: 420, to: 429 }, document: { prefix: '2027-0042', exact: null } });
    expect(searchTerms('2027')).toMatchObject({ booking: { year: 2027, exact: null, from: 0, to: 99_999 }, document: { prefix: '2027', exact: null } });
    expect(searchTerms('2027 - 5')).toMatchObject({ booking: { exact: 5, from: 50_000, to: 59_999 }, document: { prefix: '2027-5', exact: '2027-0005' } });
  });

  it('looks for no customer by a number with its dash, but by a year (part of an e-mail or phone number)', () => {
    expect(searchTerms('2027-00012').customer).toBeNull();
    expect(searchTerms('2027-').customer).toBeNull();
    expect(searchTerms('2027').customer).toEqual({ text: '2027', phoneDigits: '2027' });
    expect(searchTerms('044-555 12 12').customer).toEqual({ text: '044-555 12 12', phoneDigits: '445551212' });
    expect(searchTerms('Meier').customer).toEqual({ text: 'Meier', phoneDigits: null });
  });

  it('looks for no number in a name, a year out of range or a number with letters', () => {
    for (const text of ['Meier', '1234-5', '2027-12a', '20271', '2027--1']) expect(searchTerms(text), text).toMatchObject({ booking: null, document: null });
  });

  it('takes the digits of a phone number, without leading zeros or the Swiss country code', () => {
    const digits = (text: string) => searchTerms(text).customer?.phoneDigits;
    expect(digits('079 123 45 67')).toBe('791234567');
    expect(digits('+41 79 123 45 67')).toBe('791234567');
    expect(digits('0041 (79) 123-45-67')).toBe('791234567');
    expect(digits('4567')).toBe('4567');
    expect(digits('123')).toBeNull();
    expect(digits('Anna 079')).toBeNull();
  });

  it('takes the start of a voucher code as stored, with dashes and any case', () => {
    expect(searchTerms('k7qm-xr3d').voucherCode).toBe('K7QMXR3D');
    expect(searchTerms('K7QM-XR3D-9HTP').voucherCode).toBe('K7QMXR3D9HTP');
    // Letters a code never holds (I, L, O, 0, 1), too short or too long.
    for (const text of ['Olivia', 'K7Q', 'K7QM-XR3D-9HTP-2']) expect(searchTerms(text).voucherCode, text).toBeNull();
  });
});

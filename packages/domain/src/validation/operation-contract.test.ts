import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashExportPdfContract, cashMonthContract, reverseCashTransactionContract } from '../cash/cash.contract.ts';
import { operation, schemasOf, urlOf } from './operation-contract.ts';

describe('an operation names its method and path', () => {
  it('fills the path parameters in, encoded', () => {
    expect(urlOf(cashMonthContract, { params: { month: '2027-01' } })).toBe('/api/staff/cash/months/2027-01');
    expect(urlOf(reverseCashTransactionContract, { params: { id: 42 } })).toBe('/api/staff/cash/transactions/42/reverse');
    const named = operation({ method: 'GET', path: '/api/things/:name/parts/:part', response: { 200: z.object({}) } });
    expect(urlOf(named, { params: { name: 'a/b c', part: 'ü' } })).toBe('/api/things/a%2Fb%20c/parts/%C3%BC');
  });

  it('adds the defined query values in their order, encoded, and leaves out the undefined ones', () => {
    expect(urlOf(cashExportPdfContract, { query: { from: '2027-01-01', to: '2027-01-31', language: undefined } })).toBe(
      '/api/staff/cash/export.pdf?from=2027-01-01&to=2027-01-31',
    );
    const search = operation({ method: 'GET', path: '/api/search', querystring: z.object({ q: z.string(), tag: z.array(z.string()).optional() }) });
    expect(urlOf(search, { query: { q: 'a&b=c', tag: ['x', 'y'] } })).toBe('/api/search?q=a%26b%3Dc&tag=x&tag=y');
  });

  it('is a type error to leave out, misname or add a parameter', () => {
    // @ts-expect-error the month is missing
    expect(() => urlOf(cashMonthContract, {})).toThrow('parameter month is missing');
    // @ts-expect-error `mont` is no parameter of this path
    expect(() => urlOf(cashMonthContract, { params: { mont: '2027-01' } })).toThrow('parameter month is missing');
    // @ts-expect-error this operation takes no query
    expect(urlOf(cashMonthContract, { params: { month: '2027-01' }, query: { from: '2027-01-01' } })).toBe('/api/staff/cash/months/2027-01?from=2027-01-01');
    // @ts-expect-error a renamed path is a new literal type, not any string
    const renamed: typeof cashMonthContract.path = '/api/staff/cash/month/:month';
    expect(renamed).not.toBe(cashMonthContract.path);
  });

  it('gives a route its schemas without the method and path', () => {
    const schemas = schemasOf(cashMonthContract);
    expect(Object.keys(schemas).sort()).toEqual(['params', 'response']);
    expect(schemas.params).toBe(cashMonthContract.params);
  });
});

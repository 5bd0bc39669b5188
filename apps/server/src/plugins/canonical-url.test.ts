import { describe, expect, it } from 'vitest';
import { canonicalUrl, NON_CANONICAL_API_PATH } from './canonical-url.ts';

describe('the one URL space of the API', () => {
  it.each([
    '/api/profile',
    '/api/profile?x=%61',
    '/api/users/by-email/anna%40example.com',
    '/api/staff/bookings?from=2027-01-01',
    '/',
    '/book?therapyid=1',
    '/therapies/%C3%BCber',
  ])('routes %s as written', (url) => expect(canonicalUrl(url)).toBe(url));

  it.each([
    '/%61pi/profile',
    '/%2561pi/profile',
    '/API/profile',
    '/Api',
    '/x/../api/profile',
    '/./api/profile',
    '//api/profile',
    '/api//profile',
    '/api/./profile',
    '/api/x/%2e%2e/profile',
    '/%2Fapi/profile',
    '/api;x=1/profile',
    '\\api/profile',
    'api/profile',
  ])('sends %s to a path no route has', (url) => expect(canonicalUrl(url)).toBe(NON_CANONICAL_API_PATH));

  it('leaves a broken escape outside /api to the router', () => {
    expect(canonicalUrl('/%E0%A4%A')).toBe('/%E0%A4%A');
  });
});

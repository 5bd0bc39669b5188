import { describe, expect, it } from 'vitest';
import { autoLoginTarget } from './frame.tsx';

describe('autoLoginTarget', () => {
  it('sends an address with email and pw to /auto-login, forwarding the rest', () => {
    const target = autoLoginTarget('/bookings', '?email=a%40b.ch&pw=tok123&x=1', '#top');
    const url = new URL(target!, 'http://x');
    expect(url.pathname).toBe('/auto-login');
    expect(url.searchParams.get('email')).toBe('a@b.ch');
    expect(url.searchParams.get('pw')).toBe('tok123');
    expect(url.searchParams.get('forwardUrl')).toBe('/bookings?x=1#top');
  });

  it('keeps the language', () => {
    const url = new URL(autoLoginTarget('/', '?lang=fr&email=a%40b.ch&pw=t', '')!, 'http://x');
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('forwardUrl')).toBe('/?lang=fr');
  });

  it('leaves other addresses and /auto-login itself alone', () => {
    expect(autoLoginTarget('/pricing', '?email=a%40b.ch', '')).toBeNull();
    expect(autoLoginTarget('/auto-login', '?email=a%40b.ch&pw=t', '')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatChfInput, parseChfInput } from './chf-amount.ts';

describe('CHF amounts typed in settings', () => {
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

import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormat } from './use-format.ts';

describe('useFormat', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('de'));
  });

  it('formats in the current UI language and follows a change of language', async () => {
    const now = '2026-11-30T12:00:00+01:00';
    const { result } = renderHook(() => useFormat());
    expect(result.current.relative('2026-11-30T10:00:00+01:00', now)).toBe('vor 2 Stunden');
    expect(result.current.chf(7500)).toBe('CHF\u00a075.00');
    expect(result.current.time('2026-11-30T10:00:00+01:00')).toBe('10:00');
    await act(() => i18n.changeLanguage('en'));
    expect(result.current.language).toBe('en');
    expect(result.current.relative('2026-11-30T10:00:00+01:00', now)).toBe('2 hours ago');
  });
});

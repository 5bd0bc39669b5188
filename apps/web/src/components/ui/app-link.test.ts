import { describe, expect, it } from 'vitest';
import { withLang } from './app-link.tsx';

describe('withLang', () => {
  it.each([
    ['/pricing', '?lang=en', '/pricing?lang=en'],
    ['/therapy?therapyid=3', '?lang=fr', '/therapy?therapyid=3&lang=fr'],
    ['/impressum#privacy', '?x=1&lang=ru', '/impressum?lang=ru#privacy'],
    ['/pricing', '', '/pricing'],
    ['/pricing?lang=it', '?lang=en', '/pricing?lang=it'],
  ])('%s from %s goes to %s', (to, search, expected) => {
    expect(withLang(to, search)).toBe(expected);
  });
});

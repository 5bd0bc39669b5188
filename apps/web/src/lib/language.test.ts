import { beforeEach, describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('prefers ?lang= and remembers it', () => {
    expect(detectLanguage('?lang=ru', ['fr-CH'])).toBe('ru');
    expect(detectLanguage('', ['fr-CH'])).toBe('ru');
  });

  it('ignores an unsupported ?lang= value', () => {
    expect(detectLanguage('?lang=xx', ['it-CH'])).toBe('it');
  });

  it('uses the browser language when supported, else German', () => {
    expect(detectLanguage('', ['es-ES', 'en'])).toBe('es');
    expect(detectLanguage('', ['ja-JP'])).toBe('de');
  });
});

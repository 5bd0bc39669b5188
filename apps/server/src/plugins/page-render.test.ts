import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-render.ts';

describe('the language a page is pre-rendered in', () => {
  it('takes ?lang first, then the lang cookie, then the browser languages, else German', () => {
    expect(pageLanguage('lang=fr', 'lang=ru', 'it-CH,it;q=0.9')).toBe('fr');
    expect(pageLanguage('', 'sid=abc; lang=ru', 'it-CH,it;q=0.9')).toBe('ru');
    expect(pageLanguage('', '', 'it-CH,it;q=0.9,en;q=0.8')).toBe('it');
    expect(pageLanguage('', '', 'ja-JP')).toBe('de');
  });

  it('ignores what is not one of the six languages', () => {
    expect(pageLanguage('lang=xx', 'lang=<script>', '')).toBe('de');
    expect(pageLanguage('lang=EN%00', 'lang=', 'es-ES')).toBe('es');
  });
});

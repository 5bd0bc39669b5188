import { describe, expect, it } from 'vitest';
import { matchLanguage, pickLocalized } from './languages.ts';

describe('matchLanguage', () => {
  it.each([
    [['fr-CH', 'de'], 'fr'],
    [['pt-BR', 'ru-RU'], 'ru'],
    [['EN_us'], 'en'],
    [['ja', 'zh'], 'de'],
    [[], 'de'],
  ])('picks the first supported of %j: %s', (candidates, expected) => {
    expect(matchLanguage(candidates)).toBe(expected);
  });
});

describe('pickLocalized', () => {
  it('falls back to German when the language has no text', () => {
    const text = { de: 'Hallo', en: 'Hello', fr: '', it: 'Ciao', ru: 'Привет', es: 'Hola' };
    expect(pickLocalized(text, 'en')).toBe('Hello');
    expect(pickLocalized(text, 'fr')).toBe('Hallo');
  });
});

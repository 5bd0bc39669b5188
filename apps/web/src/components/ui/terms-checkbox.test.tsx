import { LANGUAGES } from '@praxis/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '../../test/render.tsx';
import { splitTermsSentence, TermsCheckbox } from './terms-checkbox.tsx';

const common = import.meta.glob<{ termsAccept: string }>('../../locales/*/common.json', { eager: true, import: 'default' });
const sentence = (language: string) => common[`../../locales/${language}/common.json`]!.termsAccept;

describe('TermsCheckbox', () => {
  it('labels the checkbox with the sentence, its terms a link to /agb in a new tab', () => {
    renderWithData(<TermsCheckbox />);
    const link = screen.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' });
    expect(link).toHaveAttribute('href', '/agb');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.' })).toBeInTheDocument();
  });

  it.each([...LANGUAGES])('finds the one link of the sentence in %s', (language) => {
    const [before, link, after] = splitTermsSentence(sentence(language));
    expect(link.length).toBeGreaterThan(3);
    expect(`${before}${link}${after}`).not.toMatch(/[<>]/);
  });

  it('shows a sentence without the tag as it is', () => {
    expect(splitTermsSentence('I accept.')).toEqual(['I accept.', '', '']);
  });
});

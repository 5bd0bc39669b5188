import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithData } from '../../test/render.tsx';
import { LanguagePicker } from './language-picker.tsx';

describe('LanguagePicker', () => {
  it('is named by the code it shows first, then the language: what is seen is what is said (WCAG 2.5.3)', () => {
    renderWithData(<LanguagePicker />);
    const button = screen.getByTestId('language-picker');
    expect(button).toHaveTextContent(/^DE$/);
    expect(button).toHaveAccessibleName('DE – Sprache: Deutsch');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import profileTexts from '../../../locales/de/profile.json';
import { renderWithData } from '../../../test/render.tsx';
import type { Profile } from '../api/profile-queries.ts';
import { PersonalDataForm } from './personal-data-form.tsx';

const profile = {
  id: 9,
  email: 'lea@example.ch',
  firstName: 'Lea',
  lastName: 'Brunner',
  phone: '+41 79 123 45 67',
  salutation: 2,
  language: 'de',
  birthday: null,
  missing: [],
} as unknown as Profile;

describe('PersonalDataForm', () => {
  it('read-only shows the data without a way to save', () => {
    renderWithData(<PersonalDataForm profile={profile} staffView readOnly />, { texts: { profile: profileTexts } });
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Lea');
    expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Telefon/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
  });

  it('editable by default', () => {
    renderWithData(<PersonalDataForm profile={profile} staffView />, { texts: { profile: profileTexts } });
    expect(screen.getByLabelText(/^Vorname/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
  });
});

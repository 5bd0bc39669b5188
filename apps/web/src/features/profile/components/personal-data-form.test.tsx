import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import profileTexts from '../../../locales/de/profile.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
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
  afterEach(() => vi.unstubAllGlobals());

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

  it('hands the saved profile on once the server has stored it, so the page can go back to the booking', async () => {
    const guest = { ...profile, firstName: null, lastName: null, phone: null, missing: ['firstName', 'lastName', 'phone'] } as unknown as Profile;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => jsonResponse(200, { ...profile, ...JSON.parse(String(init?.body)), missing: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    renderWithData(<PersonalDataForm profile={guest} staffView={false} onSaved={onSaved} />, { texts: { profile: profileTexts } });
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'Gina');
    await userEvent.type(screen.getByLabelText(/^Nachname/), 'Gast');
    await userEvent.type(screen.getByLabelText(/^Telefon/), '+41 79 555 66 77');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith('/api/profile', expect.objectContaining({ method: 'PUT' }));
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ firstName: 'Gina', missing: [] });
  });

  it('saves the sex and insured number a receipt prints, and refuses a number with other characters', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => jsonResponse(200, { ...profile, ...JSON.parse(String(init?.body)) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<PersonalDataForm profile={{ ...profile, sex: null, insuredNumber: null }} staffView={false} />, { texts: { profile: profileTexts } });
    await userEvent.click(screen.getByRole('combobox', { name: profileTexts.fields.sex }));
    await userEvent.click(await screen.findByRole('option', { name: profileTexts.sexes.female }));
    const insured = screen.getByLabelText(new RegExp(`^${profileTexts.fields.insuredNumber}`));
    await userEvent.type(insured, '807560#123');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(profileTexts.errors.invalidInsuredNumber)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(insured);
    await userEvent.type(insured, '80756 0123');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ sex: 'female', insuredNumber: '80756 0123' });
  });

  it('suggests Swiss supplementary insurers for the insurer and keeps a name typed that is not on the list', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => jsonResponse(200, { ...profile, ...JSON.parse(String(init?.body)) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<PersonalDataForm profile={{ ...profile, healthInsurer: null }} staffView={false} />, { texts: { profile: profileTexts } });
    const insurer = screen.getByRole('combobox', { name: new RegExp(`^${profileTexts.fields.healthInsurer}`) });
    await userEvent.type(insurer, 'hel');
    await userEvent.click(await screen.findByRole('option', { name: 'Helsana' }));
    expect(insurer).toHaveValue('Helsana');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ healthInsurer: 'Helsana' });
    await userEvent.clear(insurer);
    await userEvent.type(insurer, 'Kleine Kasse Beispiel');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toMatchObject({ healthInsurer: 'Kleine Kasse Beispiel' });
  });

  it('keeps street and house number in their own fields, the number within what a QR-bill prints', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => jsonResponse(200, { ...profile, ...JSON.parse(String(init?.body)) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<PersonalDataForm profile={{ ...profile, street: 'Seestrasse', houseNumber: null }} staffView={false} />, {
      texts: { profile: profileTexts },
    });
    const number = screen.getByLabelText(new RegExp(`^${profileTexts.fields.houseNumber}`));
    await userEvent.type(number, '12Щ345678901234');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(profileTexts.errors.tooLongForInvoice)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(number);
    await userEvent.type(number, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ street: 'Seestrasse', houseNumber: '12a' });
  });
});

import { profileFieldsSchema } from '@praxis/domain';
import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import commonEn from '../locales/en/common.json';
import profileDe from '../locales/de/profile.json';
import profileEn from '../locales/en/profile.json';
import { jsonResponse, renderWithData } from '../test/render.tsx';
import { apiSend } from './api-client.ts';
import { useSchemaForm } from './use-schema-form.ts';
import { messageKeys, serverFieldErrors, zodFieldErrors } from './zod-form-errors.ts';

const schema = profileFieldsSchema.pick({ firstName: true, phone: true });

/** The phone comes first on the page, the first name first in the schema. */
function ContactForm({ onSubmit }: { onSubmit: (data: { firstName: string; phone: string }) => unknown }) {
  const form = useSchemaForm(schema, { initialValues: { firstName: '', phone: '' }, texts: { namespace: 'profile' }, onSubmit });
  return (
    <form ref={form.rootRef} onSubmit={form.submit} noValidate data-testid="contact-form">
      <TextInput label="Telefon" {...form.getInputProps('phone')} />
      <TextInput label="Vorname" {...form.getInputProps('firstName')} />
      <Button type="submit" loading={form.pending}>
        Speichern
      </Button>
    </form>
  );
}

const render = (onSubmit: (data: { firstName: string; phone: string }) => unknown) =>
  renderWithData(<ContactForm onSubmit={onSubmit} />, { texts: { profile: profileDe } });
// The first name is typed last, and the click on the button moves the focus: only the form puts it on the phone.
const fill = async (firstName: string, phone: string) => {
  await userEvent.type(screen.getByLabelText('Telefon'), phone);
  await userEvent.type(screen.getByLabelText('Vorname'), firstName);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

describe('useSchemaForm', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('de');
  });

  it("shows the schema's message under its field, in the page's language", async () => {
    const onSubmit = vi.fn();
    render(onSubmit);
    await fill('A', '+41 79 123 45 67');
    await save();
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte mindestens 2 Zeichen eingeben.');
    expect(screen.getByLabelText('Telefon')).not.toHaveAccessibleDescription();
    expect(onSubmit).not.toHaveBeenCalled();

    i18n.addResourceBundle('en', 'common', commonEn, true, true);
    i18n.addResourceBundle('en', 'profile', profileEn, true, true);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Please enter at least 2 characters.');
  });

  it('shows the server’s VALIDATION_ERROR details under the matching field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          error: { code: 'VALIDATION_ERROR', message: 'The request is not valid.', details: [{ path: '/phone', message: 'invalidPhone' }] },
        }),
      ),
    );
    render((data) => apiSend('PUT', '/api/profile', data));
    await fill('Anna', '+41 79 123 45 67');
    await save();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein, z. B. +41 79 123 45 67.'),
    );
    expect(screen.getByLabelText('Vorname')).not.toHaveAccessibleDescription();
    await vi.waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveFocus());
  });

  it('scrolls the first field in error on the page into view and focuses it', async () => {
    render(vi.fn());
    await fill('A', '12');
    await save();
    const phone = screen.getByLabelText('Telefon');
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(phone);
    expect(screen.getByLabelText('Vorname')).toHaveAccessibleDescription('Bitte mindestens 2 Zeichen eingeben.');
  });

  it('disables the submit button while sending and ignores a second submit', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(onSubmit);
    await fill('Anna', '+41 79 123 45 67');
    await save();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    fireEvent.submit(screen.getByTestId('contact-form'));
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Anna', phone: '+41 79 123 45 67' }, { firstName: 'Anna', phone: '+41 79 123 45 67' });
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });
});

describe('zod form errors', () => {
  it('keys the first message of each field by its dotted path, renamed fields included', () => {
    const issues = [
      { code: 'custom' as const, path: ['answers', 'medication', 'details'], message: 'detailsRequired', input: '' },
      { code: 'custom' as const, path: ['answers', 'medication', 'details'], message: 'tooLong', input: '' },
      { code: 'custom' as const, path: ['priceRappen'], message: 'Too small: expected number to be >=0', input: -1 },
      { code: 'custom' as const, path: [], message: 'x', input: {} },
    ];
    expect(zodFieldErrors(issues, { priceRappen: 'price' })).toEqual({
      'answers.medication.details': 'detailsRequired',
      price: 'Too small: expected number to be >=0',
      form: 'x',
    });
  });

  it('reads the server’s JSON pointers as field paths', () => {
    expect(
      serverFieldErrors([
        { path: '/signature/dataUrl', message: 'signatureInvalid' },
        { path: '/ranges/2/to', message: 'endBeforeStart' },
      ]),
    ).toEqual({
      'signature.dataUrl': 'signatureInvalid',
      'ranges.2.to': 'endBeforeStart',
    });
  });

  it("tries the form's text, the shared one and then the fallback; zod's own sentences get the fallback", () => {
    expect(messageKeys('tooLong', { namespace: 'health', fallback: 'invalid' })).toEqual([
      'health:errors.tooLong',
      'common:validation.tooLong',
      'health:invalid',
    ]);
    expect(messageKeys('Invalid input: expected string', { namespace: 'profile' })).toEqual(['common:validation.invalid']);
    expect(messageKeys('common:errors.CURRENT_PASSWORD_WRONG', { namespace: 'profile' })).toEqual(['common:errors.CURRENT_PASSWORD_WRONG']);
  });
});

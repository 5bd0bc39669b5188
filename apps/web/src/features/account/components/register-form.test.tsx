import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { onConversion, type Conversion } from '../../../lib/conversions.ts';
import { RegisterForm } from './register-form.tsx';

describe('RegisterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('"forgot password" only sends a link: the answer says the current password stays valid until it is used', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { status: 'success', statusLabel: 'login-password-invalidated' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<RegisterForm initialEmail="anna@example.ch" returnPath="/" />, { texts: { account: accountTexts } });
    await userEvent.click(screen.getByRole('button', { name: accountTexts.dialog.forgotButton }));
    const status = await screen.findByTestId('account-status');
    expect(status).toHaveTextContent('Falls für diese Adresse ein Konto besteht');
    expect(status).toHaveTextContent('Ihr bisheriges Passwort bleibt gültig, bis Sie den Link verwenden');
    expect(fetchMock).toHaveBeenCalledWith('/api/account/forgot-password', expect.objectContaining({ method: 'POST' }));
  });

  it.each([
    ['reports a sign-up conversion (value 2) for a new account', 'login-new-account', [{ name: 'sign_up', value: 2, email: 'neu@example.ch' }]],
    ['reports no conversion when the address already had an account', 'login-link-sent', []],
  ])('%s', async (_what, statusLabel, expected) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { status: 'success', statusLabel })),
    );
    const conversions: Conversion[] = [];
    const stop = onConversion((conversion) => conversions.push(conversion));
    try {
      renderWithData(<RegisterForm initialEmail="neu@example.ch" returnPath="/" />, { texts: { account: accountTexts } });
      await userEvent.click(screen.getByRole('button', { name: accountTexts.dialog.registerButton }));
      await screen.findByTestId('account-status');
      expect(conversions).toEqual(expected);
    } finally {
      stop();
    }
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
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
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { mfaError, serve } from '../../../test/mfa-fixtures.ts';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { closeLoginDialog, openLoginDialog } from '../login-dialog-store.ts';
import { AccountDialog } from './account-dialog.tsx';
import { LoginForm } from './login-form.tsx';

const { dialog } = accountTexts;
const linkAnswer = () => jsonResponse(200, { status: 'success', statusLabel: 'login-link-sent' });
const renderForm = () => renderWithData(<LoginForm onDone={vi.fn()} onForgot={vi.fn()} returnPath="/pricing" />, { texts: { account: accountTexts } });
const linkCalls = (calls: ReturnType<typeof serve>) => calls.filter((call) => call.url === '/api/account/login-link');

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a login link to the typed address without a password; the confirmation does not say whether an account exists', async () => {
    const calls = serve(({ url }) => (url === '/api/account/login-link' ? linkAnswer() : undefined));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: dialog.email }), 'Anna@Example.ch');
    const button = screen.getByRole('button', { name: dialog.linkButton });
    expect(button).toHaveAccessibleDescription(dialog.linkHint);
    await userEvent.click(button);

    const sent = await screen.findByTestId('login-link-status');
    expect(sent).toHaveAttribute('role', 'status');
    expect(sent).toHaveTextContent('Falls für anna@example.ch ein Konto besteht, haben wir Ihnen einen Anmeldelink gesendet.');
    expect(sent).toHaveTextContent(`«${dialog.tabRegister}»`);
    expect(sent).toHaveFocus();
    expect(linkCalls(calls)).toEqual([
      { url: '/api/account/login-link', method: 'POST', body: { email: 'anna@example.ch', language: 'de', returnPath: '/pricing' } },
    ]);
    expect(calls.filter((call) => call.url === '/api/account/login')).toEqual([]);
  });

  it('checks the address first: a wrong one is marked and focused, nothing is sent', async () => {
    const calls = serve(() => linkAnswer());
    renderForm();
    const email = screen.getByRole('textbox', { name: dialog.email });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: dialog.linkButton }));
    expect(await screen.findByText(accountTexts.errors.invalidEmail)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('login-link-status')).toBeNull();
  });

  it('a failed password login offers the link in its message; the link goes to the typed address and replaces the message', async () => {
    const calls = serve(({ url }) => {
      if (url === '/api/account/login') return mfaError(401, 'LOGIN_FAILED');
      if (url === '/api/account/login-link') return linkAnswer();
      return undefined;
    });
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: dialog.email }), 'gast@example.ch');
    const password = screen.getByLabelText(dialog.password, { exact: false });
    await userEvent.type(password, 'geraten');
    await userEvent.click(screen.getByRole('button', { name: dialog.login }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(dialog.noPasswordHint);
    // Back on the password, to retype it; the next Tab reaches the offered link.
    await vi.waitFor(() => expect(password).toHaveFocus());
    await userEvent.tab();
    const offered = within(alert).getByRole('button', { name: dialog.linkInstead });
    expect(offered).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByTestId('login-link-status')).toHaveTextContent('Falls für gast@example.ch ein Konto besteht');
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(linkCalls(calls).map((call) => call.body)).toEqual([{ email: 'gast@example.ch', language: 'de', returnPath: '/pricing' }]);
  });

  it('offers no link when the login failed for want of a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: dialog.email }), 'gast@example.ch');
    await userEvent.type(screen.getByLabelText(dialog.password, { exact: false }), 'geheim');
    await userEvent.click(screen.getByRole('button', { name: dialog.login }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent(dialog.noPasswordHint);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('announces a link that could not be sent and puts the focus back on its button', async () => {
    serve(({ url }) => (url === '/api/account/login-link' ? mfaError(429, 'RATE_LIMITED') : undefined));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: dialog.email }), 'gast@example.ch');
    const button = screen.getByRole('button', { name: dialog.linkButton });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche');
    await vi.waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByTestId('login-link-status')).toBeNull();
  });
});

describe('the account pop-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => closeLoginDialog());
  });

  it('offers the login link on the login tab; the link leads back to the page the pop-up was opened on', async () => {
    const calls = serve(({ url }) => (url === '/api/account/login-link' ? linkAnswer() : undefined));
    renderWithData(<AccountDialog />, { texts: { account: accountTexts }, route: '/bookings?week=2' });
    act(() => openLoginDialog());
    const popUp = await screen.findByRole('dialog');
    expect(within(popUp).getByRole('tab', { name: dialog.tabLogin })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(within(popUp).getByRole('textbox', { name: dialog.email }), 'gast@example.ch');
    await userEvent.click(within(popUp).getByRole('button', { name: dialog.linkButton }));
    await within(popUp).findByTestId('login-link-status');
    expect(linkCalls(calls).map((call) => call.body)).toEqual([{ email: 'gast@example.ch', language: 'de', returnPath: '/bookings?week=2' }]);
  });
});

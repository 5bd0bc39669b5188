import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import profileTexts from '../../../locales/de/profile.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { Profile } from '../api/profile-queries.ts';
import { PasswordForm } from './password-form.tsx';

const profile = { id: 3, email: 'anna@example.ch', hasPassword: true } as Profile;
type Call = { url: string; method: string; body: unknown };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      if (call.method !== 'GET') calls.push(call);
      return call.method === 'GET' ? jsonResponse(200, {}) : answer(call);
    }),
  );
  return calls;
}
const render = (p: Profile, recentLinkLogin: boolean) =>
  renderWithData(<PasswordForm profile={p} recentLinkLogin={recentLinkLogin} />, { texts: { profile: profileTexts } });
const fill = async (label: RegExp, value: string) => userEvent.type(screen.getByLabelText(label), value);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));

describe('PasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with a password and no recent link login, asks for the current one and sends it', async () => {
    const calls = serve(() => jsonResponse(200, { status: 'success' }));
    render(profile, false);
    await fill(/^Neues Passwort \(/, 'a-fresh-passphrase');
    await fill(/^Neues Passwort wiederholen/, 'a-fresh-passphrase');
    await save();
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription('Bitte geben Sie Ihr aktuelles Passwort ein.');
    expect(calls).toEqual([]);
    await fill(/^Aktuelles Passwort/, 'the-old-one');
    await save();
    expect(await screen.findByTestId('password-saved')).toHaveTextContent('Alle Ihre anderen Sitzungen auf anderen Geräten oder Browsern wurden abgemeldet.');
    expect(calls).toEqual([
      { url: '/api/profile/password', method: 'PUT', body: { currentPassword: 'the-old-one', password: 'a-fresh-passphrase', confirm: 'a-fresh-passphrase' } },
    ]);
  });

  it('shows a wrong current password at that field and a common password at the new one', async () => {
    let code = 'CURRENT_PASSWORD_WRONG';
    serve(() => jsonResponse(400, { error: { code, message: 'x' } }));
    render(profile, false);
    await fill(/^Aktuelles Passwort/, 'not-it');
    await fill(/^Neues Passwort \(/, 'password1');
    await fill(/^Neues Passwort wiederholen/, 'password1');
    await save();
    await vi.waitFor(() => expect(screen.getByLabelText(/^Aktuelles Passwort/)).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    code = 'PASSWORD_TOO_COMMON';
    await save();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Neues Passwort \(/)).toHaveAccessibleDescription(
        'Dieses Passwort gehört zu den am häufigsten verwendeten. Bitte wählen Sie ein anderes.',
      ),
    );
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).not.toHaveAccessibleDescription();
  });

  it('right after a login by link, sets the password without the current one', async () => {
    const calls = serve(() => jsonResponse(200, { status: 'success' }));
    render(profile, true);
    expect(screen.queryByLabelText(/^Aktuelles Passwort/)).not.toBeInTheDocument();
    await fill(/^Neues Passwort \(/, 'a-fresh-passphrase');
    await fill(/^Neues Passwort wiederholen/, 'a-fresh-passphrase');
    await save();
    await screen.findByTestId('password-saved');
    expect(calls[0]?.body).toEqual({ password: 'a-fresh-passphrase', confirm: 'a-fresh-passphrase' });
  });

  it('without a password and without a recent link login, explains and sends a login link instead of the fields', async () => {
    const calls = serve(() => jsonResponse(200, { status: 'success', statusLabel: 'login-link-sent' }));
    render({ ...profile, hasPassword: false }, false);
    expect(screen.queryByLabelText(/^Neues Passwort/)).not.toBeInTheDocument();
    expect(screen.getByTestId('password-login-link')).toHaveTextContent('Sie haben noch kein Passwort.');
    await userEvent.click(screen.getByRole('button', { name: 'Mir einen Anmeldelink senden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Wir haben einen Anmeldelink an anna@example.ch gesendet.');
    expect(calls).toEqual([{ url: '/api/account/login-link', method: 'POST', body: { email: 'anna@example.ch', language: 'de', returnPath: '/account' } }]);
  });

  it('when the link login ran out meanwhile, says so and offers a new link', async () => {
    const calls = serve((call) =>
      call.url === '/api/profile/password'
        ? jsonResponse(403, { error: { code: 'RECENT_LOGIN_NEEDED', message: 'x' } })
        : jsonResponse(200, { status: 'success' }),
    );
    render({ ...profile, hasPassword: false }, true);
    await fill(/^Neues Passwort \(/, 'a-fresh-passphrase');
    await fill(/^Neues Passwort wiederholen/, 'a-fresh-passphrase');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('melden Sie sich bitte erneut mit einem Link per E-Mail an');
    await userEvent.click(screen.getByRole('button', { name: 'Mir einen Anmeldelink senden' }));
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/profile/password', '/api/account/login-link']));
  });
});

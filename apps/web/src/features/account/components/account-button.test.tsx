import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { serve, sessionUser } from '../../../test/mfa-fixtures.ts';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { AccountButton } from './account-button.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
const renderButton = (route: string) =>
  renderWithData(
    <>
      <AccountButton />
      <Where />
    </>,
    { texts: { account: accountTexts }, route },
  );

describe('the header’s account button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('during a login’s second step offers that step and logging out, not the login pop-up', async () => {
    let user: ReturnType<typeof sessionUser> | null = sessionUser({ secondFactor: 'verify' });
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/account/logout' && method === 'POST') {
        user = null;
        return jsonResponse(200, { ok: true });
      }
      return undefined;
    });
    renderButton('/second-factor');
    const button = await screen.findByRole('button', { name: accountTexts.menu.label.replace('{{name}}', 'Lea Muster') });
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: accountTexts.secondFactor.documentTitle })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: accountTexts.menu.bookings })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: accountTexts.menu.logout }));
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(calls.filter((c) => c.url === '/api/account/logout')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: accountTexts.button })).not.toHaveAttribute('aria-haspopup');
  });

  it('while the login state loads shows a disabled loading button, then the login for a visitor', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve(({ url }) => (url === '/api/account/me' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    renderButton('/');
    const loading = await screen.findByRole('button', { name: accountTexts.sessionLoading });
    expect(loading).toBeDisabled();
    expect(screen.queryByRole('button', { name: accountTexts.button })).toBeNull();
    answer(jsonResponse(200, { user: null }));
    expect(await screen.findByRole('button', { name: accountTexts.button })).toBeEnabled();
    expect(screen.queryByRole('button', { name: accountTexts.sessionLoading })).toBeNull();
  });

  it('for a complete login offers the account’s pages', async () => {
    serve(({ url }) => (url === '/api/account/me' ? jsonResponse(200, { user: sessionUser() }) : undefined));
    renderButton('/');
    await userEvent.click(await screen.findByRole('button', { name: accountTexts.menu.label.replace('{{name}}', 'Lea Muster') }));
    expect(await screen.findByRole('menuitem', { name: accountTexts.menu.bookings })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: accountTexts.secondFactor.documentTitle })).toBeNull();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import accountTexts from '../../../locales/de/account.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { RouteProbe } from '../../../test/route-probe.tsx';
import { SESSION_KEY } from '../api/session-queries.ts';
import { closeLoginDialog } from '../login-dialog-store.ts';
import { RequireRole } from './require-role.tsx';

const customer = {
  id: 7,
  email: 'kunde@example.ch',
  firstName: 'Kim',
  lastName: 'Kunde',
  language: 'de',
  hasPassword: true,
  roles: ['customer'],
  activeRoles: ['customer'],
  expiresAt: '2099-01-01T00:00:00Z',
  recentLinkLogin: false,
};

function renderGuarded(guard?: 'planner') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, { user: null })),
  );
  return renderWithData(
    <>
      <RouteProbe />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/bookings" element={<RequireRole guard={guard}>{<p>own bookings</p>}</RequireRole>} />
      </Routes>
    </>,
    { texts: { account: accountTexts }, route: '/bookings' },
  );
}

describe('RequireRole', () => {
  afterEach(() => {
    closeLoginDialog();
    vi.unstubAllGlobals();
  });

  it('keeps a logged-out visitor on the guarded address with the login pop-up, and shows the page after the login', async () => {
    const { client } = renderGuarded();
    expect(await screen.findByRole('heading', { name: accountTexts.loginRequired.title })).toBeInTheDocument();
    // The pop-up opens from an effect, which runs after the frame is painted.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/bookings dialog'));
    expect(screen.queryByText('own bookings')).not.toBeInTheDocument();

    // The pop-up's login writes the user into the session cache and closes itself.
    act(() => {
      client.setQueryData(SESSION_KEY, customer);
      closeLoginDialog();
    });
    expect(await screen.findByText('own bookings')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('/bookings no-dialog');
  });

  it('offers the pop-up again after the visitor closed it', async () => {
    renderGuarded();
    const again = await screen.findByRole('button', { name: accountTexts.loginRequired.button });
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/bookings dialog'));
    act(() => closeLoginDialog());
    expect(screen.getByTestId('probe')).toHaveTextContent('no-dialog');
    act(() => again.click());
    expect(screen.getByTestId('probe')).toHaveTextContent('/bookings dialog');
  });

  it('sends someone without the required role to the home page', async () => {
    const { client } = renderGuarded('planner');
    await screen.findByTestId('login-required');
    act(() => {
      client.setQueryData(SESSION_KEY, customer);
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent(/^\/ /);
  });

  it('sends someone who logs out on the page to the home page, without the pop-up', async () => {
    const { client } = renderGuarded();
    await screen.findByTestId('login-required');
    act(() => {
      client.setQueryData(SESSION_KEY, customer);
      closeLoginDialog();
    });
    await screen.findByText('own bookings');
    act(() => {
      client.setQueryData(SESSION_KEY, null);
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('/ no-dialog');
  });
});

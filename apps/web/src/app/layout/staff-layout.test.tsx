import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, Route, Routes } from 'react-router';
import accountTexts from '../../locales/de/account.json';
import { sessionUser } from '../../test/mfa-fixtures.ts';
import { jsonResponse, renderWithData } from '../../test/render.tsx';
import { RouteProbe } from '../../test/route-probe.tsx';
import { SESSION_KEY } from '../../features/account/api/session-queries.ts';
import { RequireRole } from '../../features/account/components/require-role.tsx';
import { closeLoginDialog } from '../../features/account/login-dialog-store.ts';
import { Component as StaffLayout } from './staff-layout.tsx';

// The two frames as bare outlets in different places of the tree, as the real ones are: what
// matters here is that switching between them mounts the screen afresh.
vi.mock('./staff-shell.tsx', () => ({
  StaffShell: () => (
    <section data-testid="workspace">
      <Outlet />
    </section>
  ),
}));
vi.mock('./root-layout.tsx', () => ({
  RootLayout: () => (
    <main data-testid="public-site">
      <Outlet />
    </main>
  ),
}));

describe('the staff layout', () => {
  afterEach(() => {
    closeLoginDialog();
    vi.unstubAllGlobals();
  });

  it('leads a therapist who logs out on a staff screen home, without asking for a new login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user: sessionUser() })),
    );
    const { client } = renderWithData(
      <>
        <RouteProbe />
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route element={<StaffLayout />}>
            <Route path="account" element={<RequireRole>{<p>own account</p>}</RequireRole>} />
          </Route>
        </Routes>
      </>,
      { texts: { account: accountTexts }, route: '/account' },
    );
    expect(await screen.findByText('own account')).toBeInTheDocument();
    expect(screen.getByTestId('workspace')).toBeInTheDocument();

    act(() => {
      client.setQueryData(SESSION_KEY, null);
    });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    // The pop-up would open from an effect after the frame: give it that frame before looking.
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('/ no-dialog'));
    expect(screen.queryByTestId('login-required')).not.toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import { staffBookingsEndpoint } from '@praxis/domain';
import { QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { createMemoryRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSecondFactorTarget } from '../../features/account/hooks/use-second-factor-target.ts';
import { handleSessionError } from '../../features/account/session-errors.ts';
import { mfaError, QR_SVG, RECOVERY_CODES, SECRET, serve, sessionUser } from '../../test/mfa-fixtures.ts';
import { apiGet, apiSend } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeyOf } from '../../lib/query-keys.ts';
import accountTexts from '../../locales/de/account.json';
import common from '../../locales/de/common.json';
import { jsonResponse } from '../../test/render.tsx';
import { theme } from '../theme.ts';
import { Component as SecondFactor } from './second-factor.tsx';

const mfa = accountTexts.mfa;

/** As the root layout: a session that still needs its second step sees nothing but /second-factor. */
function Layout() {
  const target = useSecondFactorTarget();
  return target ? <Navigate to={target} replace /> : <Outlet />;
}
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
/** A page behind the login that loads staff data. */
function Bookings() {
  const bookings = useQuery({ queryKey: queryKeyOf(staffBookingsEndpoint), queryFn: () => apiGet('/api/staff/bookings') });
  return <p>{bookings.isError ? 'failed' : 'bookings'}</p>;
}

/** A page that saves something: the call answers after the page was let in. */
function Save() {
  const save = useMutation({ mutationFn: () => apiSend('PUT', '/api/admin/staff/7', { firstName: 'Lea' }) });
  return (
    <button type="button" onClick={() => save.mutate()}>
      save
    </button>
  );
}

function renderApp(path: string) {
  const client = createQueryClient(handleSessionError);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Layout />
            <Where />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/second-factor', element: <SecondFactor /> },
          { path: '/bookings', element: <Bookings /> },
          { path: '/admin/team', element: <p>team</p> },
          { path: '/save', element: <Save /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

const where = () => screen.getByTestId('where').textContent;
const codeField = () => screen.getByRole('textbox', { name: new RegExp(`^${mfa.codeLabel}`) });

describe('the second step of a login (/second-factor)', () => {
  beforeAll(() => {
    i18n.addResourceBundle('de', 'account', accountTexts, true, true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sets up the app: QR code and grouped secret, confirms the code, shows the recovery codes once and goes on to the return path', async () => {
    let user = sessionUser({ secondFactor: 'setup' });
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/account/mfa/setup' && method === 'POST') return jsonResponse(200, { secret: SECRET, uri: 'otpauth://totp/Praxis:lea', qrSvg: QR_SVG });
      if (url === '/api/account/mfa/confirm') {
        user = sessionUser({ mfaEnabled: true });
        return jsonResponse(200, { user, recoveryCodes: RECOVERY_CODES });
      }
    });
    renderApp('/admin/team');
    // The guarded page is not shown: the login goes to its second step, keeping where it was going.
    const heading = await screen.findByRole('heading', { name: accountTexts.secondFactor.setupTitle });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(where()).toBe('/second-factor?returnTo=%2Fadmin%2Fteam');
    const qr = await screen.findByRole('img', { name: mfa.setup.qrAlt });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');

    await userEvent.type(codeField(), '123 456');
    await userEvent.click(screen.getByRole('button', { name: mfa.setup.confirm }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: accountTexts.secondFactor.codesTitle })).toHaveFocus());
    expect(screen.getByText(mfa.codes.warning)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/account/mfa/setup', method: 'POST', body: undefined },
      { url: '/api/account/mfa/confirm', method: 'POST', body: { code: '123456' } },
    ]);

    await userEvent.click(screen.getByRole('button', { name: accountTexts.secondFactor.continue }));
    expect(await screen.findByText('team')).toBeInTheDocument();
    expect(where()).toBe('/admin/team');
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
  });

  it('refuses a malformed code in the browser and shows a wrong one translated at the field', async () => {
    const calls = serve(({ url }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user: sessionUser({ secondFactor: 'verify', mfaEnabled: true }) });
      if (url === '/api/account/mfa/verify') return mfaError(401, 'MFA_INVALID');
    });
    renderApp('/bookings');
    expect(await screen.findByRole('heading', { name: accountTexts.secondFactor.verifyTitle })).toBeInTheDocument();
    await userEvent.type(codeField(), '12a');
    await userEvent.click(screen.getByRole('button', { name: mfa.verify }));
    expect(codeField()).toHaveAccessibleDescription(common.validation.invalidMfaCode);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(codeField());
    await userEvent.type(codeField(), '654321');
    await userEvent.click(screen.getByRole('button', { name: mfa.verify }));
    await vi.waitFor(() => expect(codeField()).toHaveAccessibleDescription(common.errors.MFA_INVALID));
    await vi.waitFor(() => expect(codeField()).toHaveFocus());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/account/mfa/verify', method: 'POST', body: { code: '654321' } }]);
  });

  it('shows a lock as an alert', async () => {
    serve(({ url }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user: sessionUser({ secondFactor: 'verify', mfaEnabled: true }) });
      if (url === '/api/account/mfa/verify') return mfaError(429, 'MFA_LOCKED');
    });
    renderApp('/');
    await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${mfa.codeLabel}`) }), '654321');
    await userEvent.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(common.errors.MFA_LOCKED);
  });

  it('switches to a recovery code and says how many are left', async () => {
    let user = sessionUser({ secondFactor: 'verify', mfaEnabled: true });
    const calls = serve(({ url }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/account/mfa/recovery') {
        user = sessionUser({ mfaEnabled: true });
        return jsonResponse(200, { user, recoveryCodesLeft: 2 });
      }
    });
    renderApp('/second-factor?returnTo=%2Fbookings');
    await userEvent.click(await screen.findByRole('button', { name: mfa.useRecovery }));
    const field = screen.getByRole('textbox', { name: new RegExp(`^${mfa.recoveryLabel}`) });
    expect(field).toHaveFocus();
    await userEvent.type(field, 'ABCDE-FGHIJ');
    await userEvent.click(screen.getByRole('button', { name: mfa.verify }));
    expect(await screen.findByTestId('recovery-codes-left')).toHaveTextContent(accountTexts.secondFactor.codesLeft.replace('{{count}}', '2'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ url: '/api/account/mfa/recovery', method: 'POST', body: { code: 'abcdefghij' } }]);
    await userEvent.click(screen.getByRole('button', { name: accountTexts.secondFactor.continue }));
    await vi.waitFor(() => expect(where()).toBe('/bookings'));
  });

  it('goes to the second step when an API call answers MFA_REQUIRED', async () => {
    let user = sessionUser();
    serve(({ url }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/staff/bookings') {
        // The session was let in before; now the server wants the second step.
        user = sessionUser({ secondFactor: 'verify', mfaEnabled: true });
        return mfaError(401, 'MFA_REQUIRED');
      }
    });
    renderApp('/bookings');
    expect(await screen.findByRole('heading', { name: accountTexts.secondFactor.verifyTitle })).toBeInTheDocument();
    expect(where()).toBe('/second-factor?returnTo=%2Fbookings');
    expect(screen.getByRole('button', { name: accountTexts.secondFactor.logout })).toBeInTheDocument();
  });

  it('goes to the setup without a reload when a save answers MFA_REQUIRED (a staff role granted to this session)', async () => {
    let user = sessionUser({ roles: ['customer'], activeRoles: ['customer'] });
    serve(({ url, method }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/admin/staff/7' && method === 'PUT') {
        // The server decides on each request: the roles now need a second factor the session has not set up.
        user = sessionUser({ roles: ['customer', 'therapist'], activeRoles: ['customer', 'therapist'], secondFactor: 'setup' });
        return mfaError(401, 'MFA_REQUIRED');
      }
      if (url === '/api/account/mfa/setup' && method === 'POST') return jsonResponse(200, { secret: SECRET, uri: 'otpauth://totp/Praxis:lea', qrSvg: QR_SVG });
    });
    renderApp('/save');
    await userEvent.click(await screen.findByRole('button', { name: 'save' }));
    expect(await screen.findByRole('heading', { name: accountTexts.secondFactor.setupTitle })).toBeInTheDocument();
    expect(where()).toBe('/second-factor?returnTo=%2Fsave');
    expect(await screen.findByTestId('mfa-secret')).toBeInTheDocument();
  });

  it('logs out from the second step', async () => {
    let user: ReturnType<typeof sessionUser> | null = sessionUser({ secondFactor: 'verify', mfaEnabled: true });
    const calls = serve(({ url }) => {
      if (url === '/api/account/me') return jsonResponse(200, { user });
      if (url === '/api/account/logout') {
        user = null;
        return jsonResponse(200, { status: 'success' });
      }
    });
    renderApp('/admin/team');
    await userEvent.click(await screen.findByRole('button', { name: accountTexts.secondFactor.logout }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/account/logout');
  });
});

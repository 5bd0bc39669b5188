import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../locales/de/account.json';
import tableTexts from '../../locales/de/table.json';
import teamTexts from '../../locales/de/team.json';
import { jsonResponse, renderWithData } from '../../test/render.tsx';
import { serve, sessionUser } from '../../test/mfa-fixtures.ts';
import type { StaffMember } from '../../features/team/api/team-queries.ts';
import { Component as Team } from './team.tsx';

const texts = { texts: { team: teamTexts, account: accountTexts, table: tableTexts }, route: '/admin/team' };
const lea: StaffMember = {
  id: 7,
  email: 'lea@example.com',
  firstName: 'Lea',
  lastName: 'Muster',
  roles: ['therapist'],
  inactiveFrom: null,
  active: true,
  mfaEnabled: true,
};
const pia: StaffMember = { ...lea, id: 8, email: 'pia@example.com', firstName: 'Pia', mfaEnabled: false };

const ada: StaffMember = { ...lea, id: 9, email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', roles: ['admin'], mfaEnabled: false };

function serveTeam(roles: StaffMember['roles'], others: StaffMember[] = []) {
  let staff = [lea, pia, ...others];
  return serve(({ url, method }) => {
    if (url === '/api/account/me') return jsonResponse(200, { user: sessionUser({ roles, activeRoles: roles }) });
    if (url === '/api/admin/staff') return jsonResponse(200, { staff });
    if (url === '/api/admin/users/7/mfa' && method === 'DELETE') {
      staff = [{ ...lea, mfaEnabled: false }, pia, ...others];
      return jsonResponse(200, { status: 'success' });
    }
  });
}
const actionsOf = (name: string) => screen.getByRole('button', { name: tableTexts.actionsFor.replace('{{name}}', name) });

describe('Team: the second factor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who logs in with a second factor; an admin resets it after confirming, and the list refreshes', async () => {
    const calls = serveTeam(['admin']);
    renderWithData(<Team />, texts);
    expect(await screen.findByTestId('mfa-status-7')).toHaveTextContent(teamTexts.mfa.on);
    expect(screen.getByTestId('mfa-status-8')).toHaveTextContent(teamTexts.mfa.off);
    // Only who has one can have it reset.
    await userEvent.click(actionsOf('Pia Muster'));
    expect(screen.queryByRole('menuitem', { name: teamTexts.mfa.reset })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(actionsOf('Lea Muster'));
    await userEvent.click(await screen.findByRole('menuitem', { name: teamTexts.mfa.reset }));
    const dialog = within(await screen.findByRole('dialog', { name: teamTexts.mfa.resetTitle }));
    expect(dialog.getByText(teamTexts.mfa.resetQuestion.replace('{{name}}', 'Lea Muster'))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: teamTexts.mfa.resetConfirm }));
    expect(await screen.findByRole('status')).toHaveTextContent(teamTexts.mfa.resetDone.replace('{{name}}', 'Lea Muster'));
    await vi.waitFor(() => expect(screen.getByTestId('mfa-status-7')).toHaveTextContent(teamTexts.mfa.off));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ url: '/api/admin/users/7/mfa', method: 'DELETE', body: undefined }]);
    expect(calls.filter((c) => c.url === '/api/admin/staff').length).toBeGreaterThanOrEqual(2);
  });

  it('offers no reset without the permission (managing director)', async () => {
    serveTeam(['managing_director']);
    renderWithData(<Team />, texts);
    await screen.findByTestId('mfa-status-7');
    await userEvent.click(actionsOf('Lea Muster'));
    expect(await screen.findByRole('menuitem', { name: teamTexts.edit.action })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: teamTexts.mfa.reset })).not.toBeInTheDocument();
  });

  it('lets a managing director edit colleagues but not an admin (DESIGN section 8)', async () => {
    serveTeam(['managing_director'], [ada]);
    renderWithData(<Team />, texts);
    await screen.findByTestId('mfa-status-9');
    // No actions for the admin's row, and a click on it opens nothing.
    expect(screen.queryByRole('button', { name: tableTexts.actionsFor.replace('{{name}}', 'Ada Admin') })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Ada Admin'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Lea Muster'));
    expect(await screen.findByRole('dialog', { name: teamTexts.edit.title })).toBeInTheDocument();
  });

  it('lets an admin edit an admin', async () => {
    serveTeam(['admin'], [ada]);
    renderWithData(<Team />, texts);
    await screen.findByTestId('mfa-status-9');
    await userEvent.click(actionsOf('Ada Admin'));
    await userEvent.click(await screen.findByRole('menuitem', { name: teamTexts.edit.action }));
    expect(await screen.findByRole('dialog', { name: teamTexts.edit.title })).toBeInTheDocument();
  });
});

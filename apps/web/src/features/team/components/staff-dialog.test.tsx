import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import teamTexts from '../../../locales/de/team.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { StaffDialog } from './staff-dialog.tsx';

const texts = { texts: { team: teamTexts, account: accountTexts } };
const member = {
  id: 7,
  email: 'lea@example.com',
  firstName: 'Lea',
  lastName: 'Leer',
  roles: ['customer' as const, 'therapist' as const],
  inactiveFrom: null,
  active: true,
  mfaEnabled: false,
};

describe('StaffDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a role before sending, then adds the person with e-mail, names and roles', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { member: { ...member, id: 8 } });
      }),
    );
    const onClose = vi.fn();
    renderWithData(<StaffDialog member={null} mayGrantAdmin={false} today="2027-01-04" onClose={onClose} />, texts);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(teamTexts.fields.email) }), 'Neu@Example.com');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(teamTexts.fields.firstName) }), 'Nina');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(teamTexts.fields.lastName) }), 'Neu');
    expect(screen.getByRole('checkbox', { name: accountTexts.roles.admin })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: teamTexts.add.save }));
    expect(await screen.findByText(teamTexts.errors.staffRoleNeeded)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: accountTexts.roles.therapist }));
    await userEvent.click(screen.getByRole('button', { name: teamTexts.add.save }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ email: 'neu@example.com', firstName: 'Nina', lastName: 'Neu', roles: ['therapist'], active: true, inactiveFrom: null }]);
  });

  it('deactivates from a day, keeping the customer role the person holds', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { member });
      }),
    );
    const onClose = vi.fn();
    renderWithData(<StaffDialog member={member} mayGrantAdmin today="2027-01-04" onClose={onClose} />, texts);
    expect(screen.getByRole('textbox', { name: new RegExp(teamTexts.fields.email) })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: teamTexts.fields.active }));
    expect(screen.getByLabelText(new RegExp(teamTexts.fields.inactiveFrom))).toHaveValue('2027-01-04');
    await userEvent.click(screen.getByRole('button', { name: teamTexts.edit.save }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ firstName: 'Lea', lastName: 'Leer', roles: ['customer', 'therapist'], active: false, inactiveFrom: '2027-01-04' }]);
  });
});

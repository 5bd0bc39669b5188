import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import teamTexts from '../../../locales/de/team.json';
import { renderWithData } from '../../../test/render.tsx';
import type { StaffMember } from '../api/team-queries.ts';
import { StaffTable } from './staff-table.tsx';

const member = (id: number, firstName: string, roles: StaffMember['roles']): StaffMember => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Muster',
  roles,
  inactiveFrom: null,
  active: true,
  mfaEnabled: false,
});

describe('StaffTable', () => {
  it('links the profile of who holds a treating role only', () => {
    renderWithData(
      <StaffTable
        staff={[member(7, 'Lea', ['customer', 'therapist']), member(8, 'Pia', ['planner']), member(9, 'Mia', ['managing_director'])]}
        loading={false}
        error={null}
        onRetry={vi.fn()}
        onEdit={vi.fn()}
        toolbar={null}
      />,
      { texts: { team: teamTexts, account: accountTexts } },
    );
    const links = screen.getAllByRole('link', { name: new RegExp(`^${teamTexts.table.profile}`) });
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(['/therapistProfile/7', '/therapistProfile/9']);
  });
});

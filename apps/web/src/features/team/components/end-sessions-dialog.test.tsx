import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import teamTexts from '../../../locales/de/team.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { serve } from '../../../test/mfa-fixtures.ts';
import { EndSessionsDialog } from './end-sessions-dialog.tsx';

const member = {
  id: 7,
  email: 'lea@example.com',
  firstName: 'Lea',
  lastName: 'Muster',
  roles: ['therapist' as const],
  inactiveFrom: null,
  active: true,
  mfaEnabled: true,
};

describe('EndSessionsDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends all sessions of the member with a DELETE and hands back how many', async () => {
    const calls = serve(({ url, method }) => (url === '/api/admin/users/7/sessions' && method === 'DELETE' ? jsonResponse(200, { ended: 3 }) : undefined));
    const onDone = vi.fn();
    renderWithData(<EndSessionsDialog member={member} onClose={vi.fn()} onDone={onDone} />, { texts: { team: teamTexts } });
    expect(screen.getByText(/Lea Muster/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: teamTexts.sessions.confirm }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith({ name: 'Lea Muster', ended: 3 }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/admin/users/7/sessions']);
  });
});

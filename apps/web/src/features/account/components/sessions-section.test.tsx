import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { serve } from '../../../test/mfa-fixtures.ts';
import { SessionsSection } from './sessions-section.tsx';

const texts = { texts: { account: accountTexts } };
const s = accountTexts.sessions;
const section = () => within(screen.getByTestId('sessions-section'));
const session = (id: number, current: boolean, browser: string | null = 'Chrome', os: string | null = 'Windows') => ({
  id,
  browser,
  os,
  address: '203.0.113.7',
  startedAt: '2026-03-02T08:15:00Z',
  lastSeenAt: '2026-03-02T09:40:00Z',
  current,
});

describe('SessionsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sessions with the current one marked and times in the practice zone', async () => {
    serve(({ url }) => (url === '/api/account/sessions' ? jsonResponse(200, { sessions: [session(1, true), session(2, false, null, null)] }) : undefined));
    renderWithData(<SessionsSection />, texts);
    const current = within(await screen.findByTestId('session-1'));
    expect(current.getByText('Chrome auf Windows')).toBeInTheDocument();
    expect(current.getByTestId('session-current')).toHaveTextContent(s.current);
    expect(current.getByText('Angemeldet am 2.3.2026, 09:15')).toBeInTheDocument();
    const other = within(screen.getByTestId('session-2'));
    expect(other.getByText(s.unknownDevice)).toBeInTheDocument();
    expect(other.queryByTestId('session-current')).not.toBeInTheDocument();
  });

  it('ends one session after asking, then reads the list afresh', async () => {
    let ended = false;
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/sessions')
        return jsonResponse(200, { sessions: ended ? [session(1, true)] : [session(1, true), session(2, false, 'Firefox', 'Linux')] });
      if (url === '/api/account/sessions/2' && method === 'DELETE') {
        ended = true;
        return jsonResponse(200, { success: true });
      }
    });
    renderWithData(<SessionsSection />, texts);
    await userEvent.click(await section().findByRole('button', { name: 'Sitzung beenden: Firefox auf Linux' }));
    await userEvent.click(within(screen.getByTestId('end-session-dialog')).getByRole('button', { name: s.confirm }));
    expect(await section().findByRole('status')).toHaveTextContent('Firefox auf Linux');
    expect(section().queryByTestId('session-2')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/account/sessions/2']);
    expect(calls.filter((c) => c.url === '/api/account/sessions' && c.method === 'GET')).toHaveLength(2);
    expect(section().getByRole('button', { name: s.endOthers })).toBeDisabled();
  });

  it('ends all other sessions with a POST and tells how many', async () => {
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/sessions') return jsonResponse(200, { sessions: [session(1, true), session(2, false), session(3, false)] });
      if (url === '/api/account/sessions/end-others' && method === 'POST') return jsonResponse(200, { ended: 2 });
    });
    renderWithData(<SessionsSection />, texts);
    await userEvent.click(await section().findByRole('button', { name: s.endOthers }));
    await userEvent.click(within(screen.getByTestId('end-session-dialog')).getByRole('button', { name: s.confirm }));
    expect(await section().findByRole('status')).toHaveTextContent('Beendete Sitzungen: 2.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/account/sessions/end-others']);
  });

  it('keeps "end all other sessions" disabled with no other session', async () => {
    serve(({ url }) => (url === '/api/account/sessions' ? jsonResponse(200, { sessions: [session(1, true)] }) : undefined));
    renderWithData(<SessionsSection />, texts);
    expect(await section().findByRole('button', { name: s.endOthers })).toBeDisabled();
  });
});

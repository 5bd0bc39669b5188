import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { serve } from '../../../test/mfa-fixtures.ts';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const texts = { texts: { account: accountTexts } };
const f = accountTexts.calendarFeed;
const section = () => within(screen.getByTestId('calendar-feed-section'));
const URL_ = 'https://praxis.example.ch/api/calendar/abc123.ics';

describe('CalendarFeedSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates the address and shows it once', async () => {
    let active = false;
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/calendar-feed' && method === 'GET') return jsonResponse(200, { active, createdAt: active ? '2026-03-02T08:15:00Z' : null });
      if (url === '/api/account/calendar-feed' && method === 'POST') {
        active = true;
        return jsonResponse(200, { url: URL_ });
      }
    });
    renderWithData(<CalendarFeedSection therapist />, texts);
    expect(await section().findByTestId('calendar-feed-status')).toHaveTextContent(f.off);
    expect(section().getByText(f.leadTherapist)).toBeInTheDocument();
    await userEvent.click(section().getByRole('button', { name: f.create }));
    expect(await section().findByRole('textbox', { name: f.urlLabel })).toHaveValue(URL_);
    expect(await section().findByText('Eingeschaltet seit 2.3.2026')).toBeInTheDocument();
    expect(section().getByRole('button', { name: f.copy })).toBeInTheDocument();
    expect(section().getByRole('button', { name: f.renew })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/account/calendar-feed']);
  });

  it('asks before a new address and before turning it off', async () => {
    const calls = serve(({ url, method }) => {
      if (url === '/api/account/calendar-feed' && method === 'GET') return jsonResponse(200, { active: true, createdAt: '2026-03-02T08:15:00Z' });
      if (url === '/api/account/calendar-feed' && method === 'DELETE') return jsonResponse(200, { success: true });
    });
    renderWithData(<CalendarFeedSection therapist={false} />, texts);
    expect(await section().findByText(f.leadCustomer)).toBeInTheDocument();
    expect(await section().findByRole('button', { name: f.turnOff })).toBeInTheDocument();
    expect(section().queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(section().getByRole('button', { name: f.turnOff }));
    await userEvent.click(within(screen.getByTestId('calendar-feed-dialog')).getByRole('button', { name: f.turnOffConfirm }));
    expect(await section().findByRole('status')).toHaveTextContent(f.turnedOff);
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/account/calendar-feed']);
  });
});

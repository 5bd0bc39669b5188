import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import drawingTexts from '../../locales/de/drawing.json';
import { jsonResponse, renderWithData } from '../../test/render.tsx';
import { Component as DrawingBoardPage } from './drawing-board.tsx';

const user = (activeRoles: string[]) => ({
  user: {
    id: 3,
    email: 't@example.ch',
    firstName: 'Tina',
    lastName: 'T',
    language: 'de',
    hasPassword: true,
    roles: activeRoles,
    activeRoles,
    expiresAt: '2099-01-01T00:00:00Z',
    recentLinkLogin: false,
  },
});

/** Answers the session with `session` and the drawing API for booking 5; records the addresses asked for. */
function stubApi(session: unknown) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/account/me') return jsonResponse(200, session);
      if (url.startsWith('/api/staff/drawing-board/latest-booking')) return jsonResponse(200, { bookingId: 5 });
      if (url.endsWith('/drawings')) return jsonResponse(200, { bookingId: 5, views: [] });
      if (url.endsWith('/record-history')) return jsonResponse(200, { entries: [] });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return urls;
}

const render = (route: string) => renderWithData(<DrawingBoardPage />, { texts: { drawing: drawingTexts }, route });

describe('drawing board page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a visitor to log in, with a way to the home page', async () => {
    stubApi({ user: null });
    render('/drawingBoard?bookingId=5');
    expect(await screen.findByText(drawingTexts.access.loginTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: drawingTexts.access.login })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: drawingTexts.access.home })).toHaveAttribute('href', '/');
  });

  it('sends a login still waiting for its second step to that step, asking for no drawing', async () => {
    const urls = stubApi({ user: { ...user(['customer', 'therapist']).user, secondFactor: 'verify' } });
    renderWithData(
      <Routes>
        <Route path="/drawingBoard" element={<DrawingBoardPage />} />
        <Route path="/second-factor" element={<p>second step</p>} />
      </Routes>,
      { texts: { drawing: drawingTexts }, route: '/drawingBoard?bookingId=5' },
    );
    expect(await screen.findByText('second step')).toBeInTheDocument();
    expect(urls.some((u) => u.includes('/drawings'))).toBe(false);
  });

  it('turns a planner away: drawings are health data', async () => {
    const urls = stubApi(user(['customer', 'planner']));
    render('/drawingBoard?bookingId=5');
    expect(await screen.findByText(drawingTexts.access.forbiddenTitle)).toBeInTheDocument();
    expect(urls.some((u) => u.includes('/drawings'))).toBe(false);
  });

  it("opens a customer's latest booking for ?email=", async () => {
    const urls = stubApi(user(['customer', 'therapist']));
    render('/drawingBoard?email=anna%40example.ch');
    expect(await screen.findByRole('img', { name: 'Zeichenfläche: Vorderseite' })).toBeInTheDocument();
    expect(urls).toContain('/api/staff/drawing-board/latest-booking?email=anna%40example.ch');
    expect(urls).toContain('/api/staff/bookings/5/drawings');
  });

  it('explains that a booking has to be chosen', async () => {
    stubApi(user(['therapist']));
    render('/drawingBoard');
    expect(await screen.findByText(drawingTexts.access.noBookingTitle)).toBeInTheDocument();
  });
});

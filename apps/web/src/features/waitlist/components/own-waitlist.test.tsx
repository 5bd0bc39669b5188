import type { WaitlistRequestDto } from '@praxis/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { requestFixture, texts } from '../test-fixtures.ts';
import { OwnWaitlist } from './own-waitlist.tsx';

describe('OwnWaitlist', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing when the customer waits for nothing', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { requests: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<OwnWaitlist />, { texts });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByTestId('own-waitlist')).not.toBeInTheDocument();
  });

  it('lists the requests with what they wait for, and withdraws a waiting one after asking', async () => {
    let requests: WaitlistRequestDto[] = [
      { ...requestFixture, therapistId: 3, offersSent: 2 },
      { ...requestFixture, id: 5, state: 'booked', offersSent: 1 },
    ];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        expect(url).toBe('/api/waitlist/7');
        requests = [{ ...requests[0]!, state: 'withdrawn' }, requests[1]!];
        return jsonResponse(200, { status: 'success' });
      }
      return jsonResponse(200, { requests });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithData(<OwnWaitlist therapistName={(id) => (id === 3 ? 'Lea Brunner' : undefined)} />, { texts });

    const [waiting, booked] = await screen.findAllByTestId('waitlist-request');
    expect(waiting).toHaveTextContent('Klassische Massage · 55 Min.');
    expect(waiting).toHaveTextContent('1.12.2026 – 14.12.2026 · Mo, Mi, Fr · 08:00–12:00 · Lea Brunner');
    expect(waiting).toHaveTextContent('2 Angebote gesendet');
    expect(within(waiting!).getByTestId('waitlist-state')).toHaveTextContent('Wartet');
    expect(within(booked!).getByTestId('waitlist-state')).toHaveTextContent('Gebucht');
    expect(within(booked!).queryByRole('button', { name: 'Zurückziehen' })).not.toBeInTheDocument();

    await userEvent.click(within(waiting!).getByRole('button', { name: 'Zurückziehen' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ja, zurückziehen' }));

    await vi.waitFor(() => expect(within(screen.getAllByTestId('waitlist-request')[0]!).getByTestId('waitlist-state')).toHaveTextContent('Zurückgezogen'));
    expect(screen.queryByRole('button', { name: 'Zurückziehen' })).not.toBeInTheDocument();
  });
});

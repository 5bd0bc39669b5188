import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bookings from '../../../locales/de/bookings.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { UnverifiedReservation } from './unverified-reservation.tsx';

type Call = { url: string; method: string; body: unknown; xsrf: string | null };

function serve(answer: (url: string) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, xsrf: headers.get('X-XSRF-TOKEN') });
      return answer(url);
    }),
  );
  return calls;
}

const render = (onAnswered = vi.fn()) => {
  renderWithData(<UnverifiedReservation bookingId={5} onAnswered={onAnswered} />, { texts: { bookings } });
  return onAnswered;
};

describe('UnverifiedReservation', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('explains the reservation and confirms it with one click, with the CSRF header', async () => {
    const calls = serve(() => jsonResponse(200, { id: 5, unverified: false }));
    const onAnswered = render();
    expect(screen.getByTestId('unverified-reservation')).toHaveTextContent('ohne Anmeldung mit Ihrer E-Mail-Adresse gemacht');
    await userEvent.click(screen.getByRole('button', { name: 'Diese Reservierung bestätigen' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith('confirmed'));
    expect(calls).toEqual([{ url: '/api/bookings/5/confirm-reservation', method: 'POST', body: undefined, xsrf: 'token-1' }]);
  });

  it('"this was not me" asks once, says it is free and tells nobody, then cancels', async () => {
    const calls = serve(() => jsonResponse(200, { id: 5, cancelType: 2 }));
    const onAnswered = render();
    await userEvent.click(screen.getByRole('button', { name: 'Das war ich nicht' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Es entstehen keine Kosten, und niemand erhält eine E-Mail.');
    expect(calls).toEqual([]);
    await userEvent.click(await within(screen.getByRole('alertdialog')).findByRole('button', { name: 'Reservierung stornieren' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith('rejected'));
    expect(calls).toEqual([{ url: '/api/bookings/5/reject-reservation', method: 'POST', body: undefined, xsrf: 'token-1' }]);
  });

  it('keeps the reservation when the question is dismissed', async () => {
    const calls = serve(() => jsonResponse(200, {}));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Das war ich nicht' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(await within(screen.getByRole('alertdialog')).findByRole('button', { name: 'Abbrechen' }));
    expect(calls).toEqual([]);
  });

  it('shows why an answer was refused', async () => {
    serve(() => jsonResponse(409, { error: { code: 'NOT_TEMPORARY', message: 'x' } }));
    const onAnswered = render();
    await userEvent.click(screen.getByRole('button', { name: 'Diese Reservierung bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Buchung wartet nicht auf eine Bestätigung.');
    expect(onAnswered).not.toHaveBeenCalled();
  });
});

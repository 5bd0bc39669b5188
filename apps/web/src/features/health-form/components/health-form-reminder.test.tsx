import { ownHealthFormEndpoint } from '@praxis/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bookingTexts from '../../../locales/de/booking.json';
import { queryKeyOf } from '../../../lib/query-keys.ts';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { HealthFormReminder } from './health-form-reminder.tsx';

const answering = (form: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/health-form' ? jsonResponse(200, { form }) : jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    ),
  );

describe('HealthFormReminder', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks a customer without a signed form to fill it in, with a link to it', async () => {
    answering(null);
    renderWithData(<HealthFormReminder />, { texts: { booking: bookingTexts } });
    expect(await screen.findByText(bookingTexts.healthReminder.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookingTexts.healthReminder.action })).toHaveAttribute('href', '/health-form');
  });

  it('says nothing once the form is signed', async () => {
    answering({ version: 1, signedAt: '2026-11-30T10:00:00+01:00', answers: {} });
    const { client } = renderWithData(<HealthFormReminder />, { texts: { booking: bookingTexts } });
    // Once the answer is in the cache the component has rendered with it.
    await vi.waitFor(() => expect(client.getQueryState(queryKeyOf(ownHealthFormEndpoint))?.status).toBe('success'));
    expect(screen.queryByTestId('health-form-reminder')).toBeNull();
  });
});

import type { WaitlistOfferDto } from '@praxis/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../../../test/booking-fixture.ts';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { offerFixture, texts } from '../test-fixtures.ts';
import { WaitlistOffer } from './waitlist-offer.tsx';

const names = (id: number) => (id === 3 ? 'Lea Brunner' : undefined);
const show = () => renderWithData(<WaitlistOffer token="tok-1" therapistName={names} />, { texts });

/** The offer as GET answers it (changing with `offer.state`), and what POST answers. */
function stubOffer(offer: WaitlistOfferDto, post?: (url: string) => Response) {
  const current = { offer };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return post!(url);
    expect(url).toBe('/api/waitlist/offers/tok-1');
    return jsonResponse(200, current.offer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, current };
}

describe('WaitlistOffer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the freed time and books it with one button, then where to see it and that a mail follows', async () => {
    const { current, fetchMock } = stubOffer(offerFixture, (url) => {
      expect(url).toBe('/api/waitlist/offers/tok-1/book');
      current.offer = { ...offerFixture, state: 'booked', bookingId: 12 };
      return jsonResponse(201, { ...bookingFixture, id: 12 });
    });
    show();
    expect(await screen.findByTestId('offer-details')).toHaveTextContent('Klassische Massage · 55 Min.');
    expect(screen.getByTestId('offer-when')).toHaveTextContent('Mittwoch, 2. Dezember 2026, 09:00–10:00');
    expect(screen.getByTestId('offer-details')).toHaveTextContent('bei Lea Brunner');
    await userEvent.click(screen.getByRole('button', { name: 'Diesen Termin buchen' }));

    const success = await screen.findByTestId('offer-success');
    expect(success).toHaveTextContent('Sie erhalten eine Bestätigung per E-Mail.');
    expect(screen.getByRole('link', { name: 'Buchung ansehen' })).toHaveAttribute('href', '/booking/12');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('tells a customer whose data are missing that the time is reserved and a mail asks for them', async () => {
    stubOffer(offerFixture, () => jsonResponse(201, { ...bookingFixture, id: 12, temporary: true }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Diesen Termin buchen' }));
    expect(await screen.findByTestId('offer-success')).toHaveTextContent('um Ihre persönlichen Daten zu ergänzen');
  });

  it('says someone was faster when the slot went meanwhile, and that the request keeps waiting', async () => {
    const { current } = stubOffer(offerFixture, () => {
      current.offer = { ...offerFixture, state: 'taken' };
      return jsonResponse(409, { error: { code: 'SLOT_TAKEN', message: 'taken' } });
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Diesen Termin buchen' }));
    const taken = await screen.findByTestId('offer-taken');
    expect(taken).toHaveTextContent('Jemand war schneller');
    expect(taken).toHaveTextContent('Sie bleiben auf der Warteliste');
    expect(screen.queryByRole('button', { name: 'Diesen Termin buchen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[WaitlistOfferDto['state'], string, string]>([
    ['taken', 'offer-taken', 'Jemand war schneller'],
    ['booked', 'offer-booked', 'Dieser Termin ist für Sie gebucht.'],
    ['closed', 'offer-closed', 'Angebot nicht mehr gültig'],
  ])('shows an offer %s as such, without the book button', async (state, testId, text) => {
    stubOffer({ ...offerFixture, state, bookingId: state === 'booked' ? 12 : null });
    show();
    expect(await screen.findByTestId(testId)).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Diesen Termin buchen' })).not.toBeInTheDocument();
    if (state === 'booked') expect(screen.getByRole('link', { name: 'Buchung ansehen' })).toHaveAttribute('href', '/booking/12');
    // "No more offers" only while the request still waits.
    expect(screen.queryByTestId('offer-withdraw') !== null).toBe(state === 'taken');
  });

  it('says so for an unknown link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } })),
    );
    show();
    expect(await screen.findByTestId('offer-unknown')).toHaveTextContent('Link ungültig');
  });

  it('withdraws the request after asking', async () => {
    const { fetchMock } = stubOffer(offerFixture, (url) => {
      expect(url).toBe('/api/waitlist/offers/tok-1/withdraw');
      return jsonResponse(200, { status: 'success' });
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ich möchte keine Angebote mehr' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ja, abmelden' }));
    expect(await screen.findByTestId('offer-withdrawn')).toHaveTextContent('Sie stehen nicht mehr auf der Warteliste');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});

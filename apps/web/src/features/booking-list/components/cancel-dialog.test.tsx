import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/booking-list.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { bookingRow } from './test-fixtures.ts';

const bundles = { texts: { 'booking-list': texts, common } };
const booking = bookingRow({ id: 5, priceRappen: 14000 });
const FRENCH = 'Bonjour Anna, votre rendez-vous est annulé.';
const GERMAN = 'Guten Tag Anna, Ihr Termin ist abgesagt.';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

function stubApi(onCancel: (body: unknown) => Response, mailStates: string[] = ['queued']) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.startsWith('/api/staff/bookings/5/cancel-text?')) {
        const query = new URL(url, 'http://localhost').searchParams;
        const text = query.get('language') === 'de' ? GERMAN : FRENCH;
        return jsonResponse(200, { subject: 'Annulation', text: `${text} [${query.get('cancelType')}/${query.get('costOption')}]` });
      }
      if (method === 'POST' && url === '/api/staff/bookings/5/cancel') return onCancel(body);
      if (url === '/api/staff/mails/9') return jsonResponse(200, { state: mailStates.length > 1 ? mailStates.shift() : mailStates[0] });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

/** Type 5, partial waiver of `amount`, a German translation. */
async function fillCharged(amount: string) {
  await userEvent.click(screen.getByRole('button', { name: texts.cancel.change }));
  await userEvent.click(screen.getByRole('radio', { name: texts.cancelTypes['5'] }));
  await userEvent.click(screen.getByRole('radio', { name: texts.costOptions.partialWaiver }));
  await userEvent.type(screen.getByRole('textbox', { name: new RegExp(texts.cancel.charge) }), amount);
  await vi.waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(`^${texts.cancel.text}`) })).toHaveValue(`${FRENCH} [5/partialWaiver]`));
  await userEvent.click(screen.getByRole('combobox', { name: texts.cancel.translationLanguage }));
  await userEvent.click(screen.getByRole('option', { name: texts.languages.de }));
  await vi.waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(texts.cancel.translationText) })).toHaveValue(`${GERMAN} [5/partialWaiver]`));
}

describe('CancelDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a charged cancellation with a partial waiver of CHF 35.50, the French text and a German translation', async () => {
    const calls = stubApi(() => jsonResponse(200, { ...booking, cancelledAt: new Date().toISOString(), cancelType: 5, mailId: null }));
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    expect(screen.getByRole('combobox', { name: texts.cancel.language })).toHaveValue(texts.languages.fr);
    await fillCharged('35.50');
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect(await screen.findByText(texts.cancel.done)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        url: '/api/staff/bookings/5/cancel',
        method: 'POST',
        body: {
          cancelType: 5,
          reason: 'general',
          costOption: 'partialWaiver',
          chargeRappen: 3550,
          sendEmail: true,
          language: 'fr',
          text: `${FRENCH} [5/partialWaiver]`,
          translation: { language: 'de', text: `${GERMAN} [5/partialWaiver]` },
        },
      },
    ]);
  });

  it('shows the server refusing a partial waiver above the price at the amount', async () => {
    const calls = stubApi(() =>
      jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', details: [{ path: '/chargeRappen', message: 'chargeAbovePrice' }] } }),
    );
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    await fillCharged('150');
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect(await screen.findByText(texts.errors.chargeAbovePrice)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(texts.cancel.charge) })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { chargeRappen: number }).chargeRappen)).toEqual([15000]);
    expect(screen.queryByText(texts.cancel.done)).toBeNull();
  });

  it('presets the routine case, a free cancellation by the practice, as one line: confirming sends it with the mail', async () => {
    const calls = stubApi(() => jsonResponse(200, { ...booking, cancelledAt: new Date().toISOString(), cancelType: 3, mailId: null }));
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    expect(screen.getByTestId('cancel-choice')).toHaveTextContent(`${texts.cancelTypes['3']} · ${texts.reasons.general} · ${texts.costOptions.none}`);
    expect(screen.queryByRole('radio')).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(`^${texts.cancel.text}`) })).toHaveValue(`${FRENCH} [3/none]`));
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect(await screen.findByText(texts.cancel.done)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { cancelType: 3, reason: 'general', costOption: 'none', sendEmail: true, language: 'fr', text: `${FRENCH} [3/none]` },
    ]);
  });

  it('asks for the amount of a partial waiver before sending', async () => {
    const calls = stubApi(() => jsonResponse(500, {}));
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.change }));
    await userEvent.click(screen.getByRole('radio', { name: texts.cancelTypes['5'] }));
    await userEvent.click(screen.getByRole('radio', { name: texts.costOptions.partialWaiver }));
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect(await screen.findByText(texts.errors.chargeNeeded)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('keeps a text the user edited and offers the new one instead', async () => {
    stubApi(() => jsonResponse(500, {}));
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    const text = () => screen.getByRole('textbox', { name: new RegExp(`^${texts.cancel.text}`) });
    await vi.waitFor(() => expect(text()).toHaveValue(`${FRENCH} [3/none]`));
    await userEvent.type(text(), ' Merci.');
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.change }));
    await userEvent.click(screen.getByRole('radio', { name: texts.cancelTypes['4'] }));
    expect(await screen.findByText(texts.cancel.newTextAvailable)).toBeInTheDocument();
    expect(text()).toHaveValue(`${FRENCH} [3/none] Merci.`);
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.replaceText }));
    expect(text()).toHaveValue(`${FRENCH} [4/none]`);
  });

  it('polls the mail after the cancellation and shows "e-mail sent" once it is sent', async () => {
    const calls = stubApi(() => jsonResponse(200, { ...booking, cancelledAt: new Date().toISOString(), cancelType: 3, mailId: 9 }), ['queued', 'sent']);
    renderWithData(<CancelDialog booking={booking} onClose={() => {}} />, bundles);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(`^${texts.cancel.text}`) })).toHaveValue(`${FRENCH} [3/none]`));
    await userEvent.click(screen.getByRole('button', { name: texts.cancel.confirm }));
    expect(await screen.findByText(common.mail.sending)).toBeInTheDocument();
    expect(await screen.findByText(common.mail.sent, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/staff/mails/9').length).toBe(2);
  }, 10_000);
});

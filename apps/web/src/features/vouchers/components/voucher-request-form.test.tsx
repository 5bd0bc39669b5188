import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/vouchers.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { VoucherRequestForm } from './voucher-request-form.tsx';

const bundles = { texts: { vouchers: texts, common } };
const PHONE = '+41 44 123 45 67';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A server that takes voucher requests (`onRequest` answers them) and finds two customers. */
function stubApi(onRequest: () => Response = () => jsonResponse(201, { id: 7, number: '2026-0007', state: 'unconfirmed' })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/vouchers') return onRequest();
      if (url.startsWith('/api/customers?'))
        return jsonResponse(200, {
          customers: [{ id: 8, email: 'rita@example.com', firstName: 'Rita', lastName: 'Frei', phone: null, birthday: null }],
        });
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return calls;
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

/** Motif, value, payment method: the least a request needs (shipping defaults to the buyer by e-mail). */
async function fillRequired({ method = /Rechnung im Voraus/ }: { method?: RegExp } = {}) {
  await userEvent.click(screen.getByRole('radio', { name: texts.motifs.christmas }));
  await userEvent.click(screen.getByRole('button', { name: 'CHF 140' }));
  await userEvent.click(screen.getByRole('radio', { name: method }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: texts.form.submit }));
/** Puts `text` into the field as a paste does: one input, where typing key by key re-rendered the form some 60 times (10 s on a loaded machine). */
const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('the voucher request', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('names the missing fields before asking the server, and a value out of range', async () => {
    const calls = stubApi();
    renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    await submit();
    expect(await screen.findByTestId('form-errors')).toHaveTextContent(texts.form.incomplete);
    const motifs = screen.getByRole('radiogroup', { name: new RegExp(texts.motif.label) });
    expect(motifs.closest('.mantine-InputWrapper-root') ?? motifs.parentElement).toHaveTextContent(texts.validation.required);
    expect(screen.getByRole('textbox', { name: new RegExp(texts.value.label) })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(texts.value.label) }), '10');
    await userEvent.click(screen.getByRole('radio', { name: texts.motifs.birthday }));
    await userEvent.click(screen.getByRole('radio', { name: /In der Praxis/ }));
    await submit();
    expect(await screen.findByText(texts.validation.valueOutOfRange)).toBeVisible();
    expect(screen.getByTestId('form-errors')).toHaveTextContent(texts.form.invalid);
    // The recipient's e-mail is needed once the voucher goes to them by e-mail.
    await userEvent.click(screen.getByRole('radio', { name: texts.shipping.toRecipient }));
    expect(screen.getByRole('textbox', { name: new RegExp(texts.shipping.recipientEmail) })).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });

  it('shows the practice phone where a pay button would be', () => {
    stubApi();
    renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    const notice = screen.getByTestId('online-payment-unavailable');
    expect(notice).toHaveTextContent(texts.onlineUnavailable);
    expect(within(notice).getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+41441234567');
  });

  it('asks a visitor to log in, keeps everything typed, and sends it once logged in', async () => {
    const calls = stubApi();
    const onLoginNeeded = vi.fn();
    // The route gives the session; here a button stands for the login in the pop-up.
    function Page() {
      const [loggedIn, setLoggedIn] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setLoggedIn(true)}>
            test: log in
          </button>
          <VoucherRequestForm loggedIn={loggedIn} canPickBuyer={false} phone={PHONE} onLoginNeeded={onLoginNeeded} />
        </>
      );
    }
    renderWithData(<Page />, bundles);
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: texts.names.for }), 'Eva');
    await submit();
    expect(await screen.findByTestId('login-needed')).toHaveTextContent(texts.form.loginNeeded);
    expect(onLoginNeeded).toHaveBeenCalledTimes(1);
    expect(posts(calls)).toEqual([]);
    // What was typed is still there (and kept for a reload in this tab).
    expect(screen.getByRole('textbox', { name: texts.names.for })).toHaveValue('Eva');
    expect(screen.getByRole('radio', { name: texts.motifs.christmas })).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem('voucher-draft') ?? '{}')).toMatchObject({ forName: 'Eva', francs: 140, motif: 'christmas' });

    await userEvent.click(screen.getByRole('button', { name: 'test: log in' }));
    expect(screen.queryByTestId('login-needed')).toBeNull();
    await submit();
    expect(await screen.findByTestId('voucher-requested')).toHaveTextContent('2026-0007');
    expect(posts(calls)).toHaveLength(1);
    expect(sessionStorage.getItem('voucher-draft')).toBeNull();
  });

  it('sends the whole request and tells what happens next for an invoice', async () => {
    const calls = stubApi();
    renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    await fillRequired();
    await paste(screen.getByRole('textbox', { name: texts.names.from }), 'Anna');
    await paste(screen.getByRole('textbox', { name: texts.names.for }), 'Eva');
    await userEvent.click(screen.getByRole('radio', { name: texts.shipping.toRecipient }));
    await userEvent.click(screen.getByRole('radio', { name: texts.shipping.post }));
    await paste(screen.getByRole('textbox', { name: new RegExp(texts.shipping.address.name) }), 'Eva Muster');
    await paste(screen.getByRole('textbox', { name: new RegExp(texts.shipping.address.street) }), 'Weg 1');
    await paste(screen.getByRole('textbox', { name: new RegExp(texts.shipping.address.postalCode) }), '8000');
    await paste(screen.getByRole('textbox', { name: new RegExp(`^${texts.shipping.address.city}`) }), 'Zürich');
    await paste(screen.getByRole('textbox', { name: texts.comment.label }), 'Bitte bis Freitag');
    await submit();
    const done = await screen.findByTestId('voucher-requested');
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        motif: 'christmas',
        valueRappen: 14000,
        fromName: 'Anna',
        forName: 'Eva',
        shipping: { to: 'recipient', by: 'post', address: { name: 'Eva Muster', street: 'Weg 1', postalCode: '8000', city: 'Zürich' } },
        paymentMethod: 'invoice',
        comment: 'Bitte bis Freitag',
      },
    ]);
    expect(within(done).getByRole('heading', { name: texts.done.title.replace('{{number}}', '2026-0007') })).toHaveFocus();
    expect(done).toHaveTextContent(texts.done.next.invoice);
    expect(within(done).getByRole('link', { name: texts.done.ownVouchers })).toHaveAttribute('href', '/bookings#vouchers');
  });

  it('offers the buyer picker only to staff allowed to pick a buyer, and sends the buyer chosen', async () => {
    const calls = stubApi();
    const { unmount } = renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    expect(screen.queryByTestId('buyer-picker')).toBeNull();
    unmount();

    renderWithData(<VoucherRequestForm loggedIn canPickBuyer phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    const picker = screen.getByTestId('buyer-picker');
    await userEvent.type(picker, 'rita');
    await userEvent.click(await screen.findByRole('option', { name: /rita@example.com/ }));
    await fillRequired({ method: /Telefonisch vereinbaren/ });
    await submit();
    const done = await screen.findByTestId('voucher-requested');
    expect(posts(calls)[0]?.body).toMatchObject({ buyerId: 8, paymentMethod: 'phone', shipping: { to: 'buyer', by: 'email' } });
    expect(done).toHaveTextContent(texts.done.forBuyer.replace('{{name}}', 'Rita Frei'));
    expect(within(done).getByRole('link', { name: PHONE })).toBeVisible();
    // The buyer's vouchers are not one's own.
    expect(within(done).queryByRole('link', { name: texts.done.ownVouchers })).toBeNull();
  });

  it('explains an incomplete address with the fields missing and the way to the profile', async () => {
    stubApi(() =>
      jsonResponse(409, {
        error: {
          code: 'INVOICE_ADDRESS_INCOMPLETE',
          message: 'x',
          details: [
            { path: '/customer/street', message: 'required' },
            { path: '/customer/city', message: 'required' },
          ],
        },
      }),
    );
    renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    await fillRequired();
    await submit();
    const alert = await screen.findByTestId('address-incomplete');
    expect(alert).toHaveTextContent(texts.addressIncomplete.text);
    expect(alert).toHaveTextContent('Es fehlt: Strasse, Ort.');
    expect(within(alert).getByRole('link', { name: texts.addressIncomplete.link })).toHaveAttribute('href', '/account');
    // The form stays as it was, to send again once the address is complete.
    expect(screen.getByRole('radio', { name: texts.motifs.christmas })).toBeChecked();
  });

  it('puts the server’s field messages at their fields', async () => {
    stubApi(() => jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'x', details: [{ path: '/shipping/email', message: 'required' }] } }));
    renderWithData(<VoucherRequestForm loggedIn canPickBuyer={false} phone={PHONE} onLoginNeeded={() => {}} />, bundles);
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: texts.shipping.toRecipient }));
    const email = screen.getByRole('textbox', { name: new RegExp(texts.shipping.recipientEmail) });
    await userEvent.type(email, 'eva@example.com');
    await submit();
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('form-errors')).toHaveTextContent(texts.form.incomplete);
  });
});

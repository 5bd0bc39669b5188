import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import texts from '../../../locales/de/vouchers.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import type { OwnVoucher } from '../api/voucher-queries.ts';
import { OwnVouchers } from './own-vouchers.tsx';

const own = (id: number, changes: Partial<OwnVoucher> = {}): OwnVoucher => ({
  id,
  number: `2026-000${id}`,
  code: null,
  motif: 'birthday',
  initialRappen: 14000,
  balanceRappen: 14000,
  state: 'unconfirmed',
  requestedOn: '2026-11-20',
  validUntil: '2099-11-19',
  paymentMethod: 'invoice',
  forName: 'Eva',
  fromName: 'Anna',
  ...changes,
});

describe('my vouchers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each voucher’s value, balance, state and last day (set when paid); the code and certificate once paid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          vouchers: [
            own(1, { validUntil: null }),
            own(2, { code: 'K7QMXR3D9HTP', state: 'sent', balanceRappen: 6500, motif: 'neutral' }),
            own(3, { code: 'ABCDEFGHJKMN', state: 'paid', validUntil: '2020-01-01' }),
          ],
        }),
      ),
    );
    renderWithData(<OwnVouchers />, { texts: { vouchers: texts } });
    const unpaid = await screen.findByRole('article', { name: texts.own.cardLabel.replace('{{number}}', '2026-0001') });
    expect(unpaid).toHaveTextContent(texts.states.unconfirmed);
    expect(unpaid).toHaveTextContent(texts.own.unpaid.invoice);
    // Valid from its payment: no last day before.
    expect(unpaid).toHaveTextContent(texts.validFromPayment);
    expect(within(unpaid).queryByRole('link')).toBeNull();

    const paid = screen.getByRole('article', { name: texts.own.cardLabel.replace('{{number}}', '2026-0002') });
    expect(paid).toHaveTextContent('K7QM-XR3D-9HTP');
    expect(paid).toHaveTextContent('19.11.2099');
    expect(paid).toHaveTextContent('65.00');
    expect(paid).toHaveTextContent(texts.motifs.neutral);
    expect(within(paid).getByRole('link', { name: texts.own.certificate })).toHaveAttribute('href', '/api/vouchers/2/pdf');

    const expired = screen.getByRole('article', { name: texts.own.cardLabel.replace('{{number}}', '2026-0003') });
    expect(within(expired).getByText(texts.expired)).toBeVisible();
  });

  it('points to the request form while there are none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { vouchers: [] })),
    );
    renderWithData(<OwnVouchers />, { texts: { vouchers: texts } });
    expect(await screen.findByText(texts.own.empty, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: texts.own.request })).toHaveAttribute('href', '/vouchers');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/de/common.json';
import texts from '../../../locales/de/invoices.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { BookingReceiptDialog } from './receipt-dialog.tsx';

const booking = (language: string) => ({
  id: 7,
  customer: { id: 3, firstName: 'Olga', lastName: 'Ivanova', email: 'olga@example.com', phone: null, birthday: null, birthdayHint: false, language },
});

describe('BookingReceiptDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the receipt in the chosen language and reason, then links its PDF', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(201, { id: 12, number: '2027-0003', totalRappen: 14000 });
      }),
    );
    // A Russian customer: the receipt defaults to German (insurers read German, French or Italian).
    renderWithData(<BookingReceiptDialog booking={booking('ru')} onClose={() => {}} />, { texts: { invoices: texts, common } });
    expect(screen.getByRole('radio', { name: texts.receipt.languages.de })).toBeChecked();
    await userEvent.click(screen.getByText(texts.receipt.languages.fr));
    await userEvent.click(screen.getByRole('radio', { name: texts.receipt.reasons.accident }));
    await userEvent.click(screen.getByRole('button', { name: texts.receipt.submit }));
    expect(await screen.findByText('Beleg 2027-0003 erstellt.')).toBeVisible();
    expect(screen.getByRole('link', { name: texts.receipt.open })).toHaveAttribute('href', '/api/staff/receipts/12/pdf');
    expect(bodies).toEqual([{ customerId: 3, bookingIds: [7], language: 'fr', reason: 'accident' }]);
  });

  it('shows why a receipt cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { error: { code: 'RECEIPT_DATA_MISSING', message: 'x' } })),
    );
    renderWithData(<BookingReceiptDialog booking={booking('fr')} onClose={() => {}} />, { texts: { invoices: texts, common } });
    expect(screen.getByRole('radio', { name: texts.receipt.languages.fr })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: texts.receipt.submit }));
    expect(await screen.findByText(common.errors.RECEIPT_DATA_MISSING)).toBeVisible();
  });
});

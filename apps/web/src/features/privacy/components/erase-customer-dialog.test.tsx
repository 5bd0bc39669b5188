import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import privacyTexts from '../../../locales/de/privacy.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { EraseCustomerDialog } from './erase-customer-dialog.tsx';

type Call = { url: string; method: string; body: unknown };

function serve(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const customer = { id: 42, name: 'Anna Muster' };
const render = () => renderWithData(<EraseCustomerDialog customer={customer} opened onClose={() => undefined} />, { texts: { privacy: privacyTexts } });
const result = {
  removed: { healthForms: 2, journalVersions: 3, drawings: 1, files: 4, sessions: 1, loginLinks: 0, exportLinks: 0 },
  kept: { bookings: 5, payments: 5, invoices: 1, receipts: 1, vouchers: 0 },
};

describe('EraseCustomerDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is removed and kept, and erases only once the name is typed', async () => {
    const calls = serve(() => jsonResponse(200, result));
    render();
    expect(screen.getByText(/Gesundheitsfragebogen, Behandlungsjournale, Zeichnungen und Dateien/)).toBeInTheDocument();
    expect(screen.getByText(/«erased customer #42»/)).toBeInTheDocument();
    const submit = screen.getByTestId('erase-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Zur Bestätigung den Namen eingeben/), 'anna muste');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Zur Bestätigung den Namen eingeben/), 'r');
    expect(submit).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Grund (optional)'), 'Auf Wunsch');
    await userEvent.click(submit);
    expect(await screen.findByTestId('erase-done')).toHaveTextContent(
      'Gelöscht: 2 Fragebogen, 3 Journalfassungen, 1 Zeichnungen, 4 Dateien. Aufbewahrt: 5 Buchungen, 1 Rechnungen.',
    );
    expect(calls).toEqual([{ url: '/api/admin/customers/42/erase', method: 'POST', body: { reason: 'Auf Wunsch' } }]);
  });

  it('shows the refusal while an invoice is open', async () => {
    serve(() => jsonResponse(409, { error: { code: 'OPEN_INVOICE', message: 'open' } }));
    render();
    await userEvent.type(screen.getByLabelText(/Zur Bestätigung den Namen eingeben/), 'Anna Muster');
    await userEvent.click(screen.getByTestId('erase-submit'));
    expect(await screen.findByText('Die Daten können nicht gelöscht werden, solange eine Rechnung dieser Person offen ist.')).toBeInTheDocument();
    expect(screen.queryByTestId('erase-done')).not.toBeInTheDocument();
  });
});

import { SAMPLE_PRACTICE_SETTINGS, type PracticeSettings } from '@praxis/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsTexts from '../../../locales/de/settings.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { SettingsScreen } from './settings-screen.tsx';

const texts = { texts: { settings: settingsTexts } };
const stored: PracticeSettings = { ...SAMPLE_PRACTICE_SETTINGS, reminderFeeRappen: 2000 };

/** Serves the stored settings; PUT answers `putAnswer` (default: echoes the body) and records what was sent. */
function stubApi(putAnswer?: (body: unknown) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/settings' && init?.method === 'PUT') {
        const body: unknown = JSON.parse(String(init.body));
        sent.push(body);
        return putAnswer ? putAnswer(body) : jsonResponse(200, body);
      }
      if (url === '/api/admin/settings') return jsonResponse(200, stored);
      return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'not found' } });
    }),
  );
  return sent;
}

const section = async (key: string) => within(await screen.findByTestId(`settings-section-${key}`));
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('SettingsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a wrong IBAN on its field, translated, and sends nothing', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const billing = await section('billing');
    const iban = billing.getByRole('textbox', { name: label(settingsTexts.fields.iban) });
    await userEvent.type(iban, 'CH00 1234 5678');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findByText(settingsTexts.errors.invalidIban)).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows an opening range that ends before it starts on its "to" field', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const hours = await section('openingHours');
    const to = hours.getAllByLabelText(label(settingsTexts.fields.to))[0]!;
    fireEvent.input(to, { target: { value: '08:00' } });
    await userEvent.click(hours.getByRole('button', { name: settingsTexts.openingHours.save }));
    expect(await hours.findByText(settingsTexts.errors.closesBeforeOpens)).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(hours.getAllByLabelText(label(settingsTexts.fields.from))[0]).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('saves billing as the whole settings object, the reminder fee typed in francs sent in Rappen', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const billing = await section('billing');
    await userEvent.type(billing.getByRole('textbox', { name: label(settingsTexts.fields.iban) }), 'ch93 0076 2011 6238 5295 7');
    await userEvent.type(billing.getByRole('textbox', { name: label(settingsTexts.fields.zsr) }), 'a123456');
    const fee = billing.getByRole('textbox', { name: label(settingsTexts.fields.reminderFee) });
    expect(fee).toHaveValue('20.00');
    await userEvent.clear(fee);
    await userEvent.type(fee, '35.10');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findByRole('status')).toHaveTextContent(settingsTexts.saved);
    expect(sent).toEqual([{ ...stored, iban: 'CH9300762011623852957', qrIban: null, zsr: 'A123456', reminderFeeRappen: 3510 }]);
  });

  it('refuses one account for the till and the receivables on both fields, then saves an account per payment type', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const billing = await section('billing');
    const account = (role: keyof typeof settingsTexts.fields.cashAccounts) =>
      billing.getByRole('textbox', { name: label(settingsTexts.fields.cashAccounts[role]) });
    expect(account('receivables')).toHaveValue('1100');
    expect(account('twint')).toHaveValue('1020');
    await userEvent.clear(account('receivables'));
    await userEvent.type(account('receivables'), '1000');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findAllByText(settingsTexts.errors.duplicateAccount)).toHaveLength(2);
    expect(account('cash')).toHaveAttribute('aria-invalid', 'true');
    expect(account('receivables')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.clear(account('receivables'));
    await userEvent.type(account('receivables'), '1105');
    await userEvent.clear(account('card'));
    await userEvent.type(account('card'), '1091');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findByRole('status')).toHaveTextContent(settingsTexts.saved);
    expect(sent).toEqual([{ ...stored, cashAccounts: { ...stored.cashAccounts, receivables: '1105', card: '1091' } }]);
  });

  it('refuses a fee with more than two decimals', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const billing = await section('billing');
    const fee = billing.getByRole('textbox', { name: label(settingsTexts.fields.reminderFee) });
    await userEvent.clear(fee);
    await userEvent.type(fee, '20.005');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findByText(settingsTexts.errors.invalidAmount)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses a voucher validity below the legal minimum with its own message, and sends nothing', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const billing = await section('billing');
    const years = billing.getByRole('textbox', { name: label(settingsTexts.fields.voucherValidityYears) });
    expect(years).toHaveValue('5');
    await userEvent.clear(years);
    await userEvent.type(years, '3');
    await userEvent.click(billing.getByRole('button', { name: settingsTexts.billing.save }));
    expect(await billing.findByText(settingsTexts.errors.voucherValidityBelowLegalMinimum)).toBeInTheDocument();
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("puts the server's validation details on their fields", async () => {
    stubApi(() =>
      jsonResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'invalid', details: [{ path: '/tagManagerId', message: 'invalidTagManagerId' }] } }),
    );
    renderWithData(<SettingsScreen />, texts);
    const analytics = await section('analytics');
    await userEvent.type(analytics.getByRole('textbox', { name: label(settingsTexts.fields.tagManagerId) }), 'GTM-ABC1234');
    await userEvent.click(analytics.getByRole('button', { name: settingsTexts.analytics.save }));
    expect(await analytics.findByText(settingsTexts.errors.invalidTagManagerId)).toBeInTheDocument();
    expect(analytics.getByRole('alert')).toBeInTheDocument();
  });

  it('saves the second factor required of all staff with the rules, as the whole settings object', async () => {
    const sent = stubApi();
    renderWithData(<SettingsScreen />, texts);
    const rules = await section('rules');
    const required = rules.getByRole('switch', { name: label(settingsTexts.fields.staffMfaRequired) });
    expect(required).toBeChecked();
    await userEvent.click(required);
    await userEvent.click(rules.getByRole('button', { name: settingsTexts.rules.save }));
    expect(await rules.findByRole('status')).toHaveTextContent(settingsTexts.saved);
    expect(sent).toEqual([{ ...stored, staffMfaRequired: false }]);
    expect(required).not.toBeChecked();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import accountTexts from '../../../locales/de/account.json';
import common from '../../../locales/de/common.json';
import { jsonResponse, renderWithData } from '../../../test/render.tsx';
import { SESSION_KEY } from '../api/session-queries.ts';
import { type Call, mfaError, QR_SVG, RECOVERY_CODES, SECRET, serve, sessionUser } from '../../../test/mfa-fixtures.ts';
import { MfaSection } from './mfa-section.tsx';

const mfa = accountTexts.mfa;
const texts = { texts: { account: accountTexts } };
const section = () => within(screen.getByTestId('mfa-section'));
const codeField = () => section().getByRole('textbox', { name: new RegExp(`^${mfa.codeLabel}`) });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

describe('MfaSection (own account)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns the second factor on inline: set-up, confirmation, recovery codes once', async () => {
    const calls = serve(({ url }) => {
      if (url === '/api/account/mfa/setup') return jsonResponse(200, { secret: SECRET, uri: 'otpauth://totp/x', qrSvg: QR_SVG });
      if (url === '/api/account/mfa/confirm') return jsonResponse(200, { user: sessionUser({ mfaEnabled: true }), recoveryCodes: RECOVERY_CODES });
    });
    const { client } = renderWithData(<MfaSection enabled={false} />, texts);
    expect(section().getByTestId('mfa-status')).toHaveTextContent(mfa.section.off);
    await userEvent.click(section().getByRole('button', { name: mfa.section.turnOn }));
    expect(await section().findByRole('img', { name: mfa.setup.qrAlt })).toBeInTheDocument();
    expect(section().getByTestId('mfa-secret')).toHaveTextContent('JBSW Y3DP');
    await userEvent.type(codeField(), '000111');
    await userEvent.click(section().getByRole('button', { name: mfa.setup.confirm }));
    expect(await section().findAllByRole('listitem')).toHaveLength(10);
    expect(client.getQueryData(SESSION_KEY)).toMatchObject({ mfaEnabled: true });
    await userEvent.click(section().getByRole('button', { name: mfa.section.done }));
    expect(section().getByRole('status')).toHaveTextContent(mfa.section.turnedOn);
    expect(section().queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(posts(calls).map((c) => c.url)).toEqual(['/api/account/mfa/setup', '/api/account/mfa/confirm']);
  });

  it('turns it off with a current code', async () => {
    const calls = serve(({ url }) => (url === '/api/account/mfa/disable' ? jsonResponse(200, { user: sessionUser({ mfaEnabled: false }) }) : undefined));
    renderWithData(<MfaSection enabled />, texts);
    expect(section().getByTestId('mfa-status')).toHaveTextContent(mfa.section.on);
    await userEvent.click(section().getByRole('button', { name: mfa.section.turnOff }));
    expect(codeField()).toHaveFocus();
    await userEvent.type(codeField(), '222333');
    await userEvent.click(section().getByRole('button', { name: mfa.section.turnOffConfirm }));
    expect(await section().findByRole('status')).toHaveTextContent(mfa.section.turnedOff);
    expect(posts(calls)).toEqual([{ url: '/api/account/mfa/disable', method: 'POST', body: { code: '222333' } }]);
  });

  it('says why staff cannot turn it off while the practice requires it', async () => {
    serve(({ url }) => (url === '/api/account/mfa/disable' ? mfaError(409, 'MFA_REQUIRED_BY_PRACTICE') : undefined));
    renderWithData(<MfaSection enabled />, texts);
    await userEvent.click(section().getByRole('button', { name: mfa.section.turnOff }));
    await userEvent.type(codeField(), '222333');
    await userEvent.click(section().getByRole('button', { name: mfa.section.turnOffConfirm }));
    expect(await section().findByRole('alert')).toHaveTextContent(common.errors.MFA_REQUIRED_BY_PRACTICE);
  });
});

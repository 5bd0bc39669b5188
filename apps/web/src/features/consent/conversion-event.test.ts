import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_UP_VALUE } from '../../lib/conversions.ts';
import { decideConsent, rereadConsentCookie } from './consent-store.ts';
import { hashedEmail, pushConversion } from './conversion-event.ts';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const signUp = { name: 'sign_up' as const, value: SIGN_UP_VALUE, email: '  Anna.Meier@Example.CH ' };

function undecided() {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  rereadConsentCookie();
}

describe('the sign-up conversion', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
    undecided();
  });
  afterEach(undecided);

  it('hashes the trimmed, lower-cased e-mail with SHA-256', async () => {
    expect(await hashedEmail(signUp.email)).toBe(sha256('anna.meier@example.ch'));
  });

  it('goes to the data layer with value 2 and the hashed e-mail, never the e-mail, after consent', async () => {
    decideConsent('accepted');
    await pushConversion(signUp);
    const layer = (window as DataLayerWindow).dataLayer;
    expect(layer).toEqual([{ event: 'sign_up', value: 2, user_data: { sha256_email_address: sha256('anna.meier@example.ch') } }]);
    expect(JSON.stringify(layer).toLowerCase()).not.toContain('anna.meier');
  });

  it.each([
    ['rejected', () => decideConsent('rejected')],
    ['undecided', () => {}],
  ])('sends nothing while consent is %s', async (_state, decide) => {
    decide();
    await pushConversion(signUp);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });
});

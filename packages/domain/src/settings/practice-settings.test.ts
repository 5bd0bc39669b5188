import { describe, expect, it } from 'vitest';
import {
  FIRST_START_PRACTICE_SETTINGS,
  SAMPLE_PRACTICE_SETTINGS,
  practiceSettingsSchema,
  publicPart,
  publicSettingsSchema,
  storedPracticeSettingsSchema,
} from './practice-settings.ts';

describe('practice settings', () => {
  it('accepts the sample practice as complete', () => {
    expect(practiceSettingsSchema.parse(SAMPLE_PRACTICE_SETTINGS)).toEqual(SAMPLE_PRACTICE_SETTINGS);
  });

  it('starts a real practice with its own data empty: stored as a draft, not complete, nothing of the sample', () => {
    expect(storedPracticeSettingsSchema.parse(FIRST_START_PRACTICE_SETTINGS)).toEqual(FIRST_START_PRACTICE_SETTINGS);
    expect(practiceSettingsSchema.safeParse(FIRST_START_PRACTICE_SETTINGS).success).toBe(false);
    const text = JSON.stringify(FIRST_START_PRACTICE_SETTINGS);
    for (const sample of ['Sanara', 'Seefeld', 'Zürich', '8008', '+41', 'Kreuzstrasse', 'Stadelhofen', 'Opéra', 'Brunner']) expect(text).not.toContain(sample);
    expect(FIRST_START_PRACTICE_SETTINGS).toMatchObject({ geo: null, openingHours: [], iban: null, qrIban: null });
  });

  it('accepts empty practice data only as a draft: each section saved by the complete schema still asks for it', () => {
    const draft = { ...SAMPLE_PRACTICE_SETTINGS, name: '', street: '', phone: '', email: '' };
    expect(storedPracticeSettingsSchema.safeParse(draft).success).toBe(true);
    expect(practiceSettingsSchema.safeParse(draft).success).toBe(false);
    // A wrong value is refused as a draft too: only empty is allowed.
    expect(storedPracticeSettingsSchema.safeParse({ ...draft, email: 'no-mail' }).success).toBe(false);
    expect(storedPracticeSettingsSchema.safeParse({ ...draft, name: 'x' }).success).toBe(false);
  });

  it('lets a practice leave out its messenger link and the directions it has not (no tram stop)', () => {
    const none = {
      ...SAMPLE_PRACTICE_SETTINGS,
      messagingUrl: '',
      directions: { ...SAMPLE_PRACTICE_SETTINGS.directions, tram: { lines: '', stop: '', walkMinutes: 0 } },
    };
    expect(practiceSettingsSchema.safeParse(none).success).toBe(true);
  });

  it('opens Monday to Saturday 09:00 to 20:00', () => {
    expect(SAMPLE_PRACTICE_SETTINGS.openingHours.map((h) => h.weekday)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(SAMPLE_PRACTICE_SETTINGS.openingHours.map((h) => `${h.from}-${h.to}`))).toEqual(new Set(['09:00-20:00']));
  });

  it('rejects a malformed opening time', () => {
    const bad = { ...SAMPLE_PRACTICE_SETTINGS, openingHours: [{ weekday: 1, from: '9:00', to: '20:00' }] };
    expect(practiceSettingsSchema.safeParse(bad).success).toBe(false);
  });
});

describe('practice settings as the admin enters them', () => {
  const issueAt = (input: unknown, path: string) =>
    practiceSettingsSchema.safeParse(input).error?.issues.find((issue) => issue.path.join('.') === path)?.message;

  it('refuses an opening range that ends before it starts, naming the closing time', () => {
    const bad = { ...SAMPLE_PRACTICE_SETTINGS, openingHours: [{ weekday: 2, from: '18:00', to: '08:00' }] };
    expect(issueAt(bad, 'openingHours.0.to')).toBe('closesBeforeOpens');
  });

  it('stores IBANs without spaces and refuses wrong ones, a QR-IBAN as IBAN and a plain IBAN as QR-IBAN', () => {
    const ok = practiceSettingsSchema.parse({ ...SAMPLE_PRACTICE_SETTINGS, iban: 'ch93 0076 2011 6238 5295 7', qrIban: 'CH44 3199 9123 0008 8901 2' });
    expect(ok.iban).toBe('CH9300762011623852957');
    expect(ok.qrIban).toBe('CH4431999123000889012');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, iban: 'CH94 0076 2011 6238 5295 7' }, 'iban')).toBe('invalidIban');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, iban: 'CH44 3199 9123 0008 8901 2' }, 'iban')).toBe('qrIbanInIban');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, qrIban: 'CH93 0076 2011 6238 5295 7' }, 'qrIban')).toBe('notQrIban');
  });

  it('takes a ZSR as one letter and six digits, upper-cased', () => {
    expect(practiceSettingsSchema.parse({ ...SAMPLE_PRACTICE_SETTINGS, zsr: ' a123456 ' }).zsr).toBe('A123456');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, zsr: 'A12345' }, 'zsr')).toBe('invalidZsr');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, zsr: '1234567' }, 'zsr')).toBe('invalidZsr');
  });

  it('bounds the tag-manager id, the payment term, the reminder fee and the voucher validity', () => {
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, tagManagerId: 'UA-1234' }, 'tagManagerId')).toBe('invalidTagManagerId');
    expect(practiceSettingsSchema.parse({ ...SAMPLE_PRACTICE_SETTINGS, tagManagerId: 'gtm-ab12cd3' }).tagManagerId).toBe('GTM-AB12CD3');
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, paymentTermDays: 0 }).success).toBe(false);
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, reminderFeeRappen: 20.5 }).success).toBe(false);
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, voucherValidityYears: 11 }).success).toBe(false);
  });

  it('holds the voucher validity at the legal minimum of 5 years or more, 5 by default (ADR 015)', () => {
    expect(SAMPLE_PRACTICE_SETTINGS.voucherValidityYears).toBe(5);
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, voucherValidityYears: 4 }, 'voucherValidityYears')).toBe('voucherValidityBelowLegalMinimum');
    expect(issueAt({ ...SAMPLE_PRACTICE_SETTINGS, voucherValidityYears: 1 }, 'voucherValidityYears')).toBe('voucherValidityBelowLegalMinimum');
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, voucherValidityYears: 5 }).success).toBe(true);
    expect(practiceSettingsSchema.safeParse({ ...SAMPLE_PRACTICE_SETTINGS, voucherValidityYears: 10 }).success).toBe(true);
  });

  it('keeps billing data out of the public part', () => {
    const pub = publicPart({ ...SAMPLE_PRACTICE_SETTINGS, iban: 'CH9300762011623852957' });
    expect(pub).not.toHaveProperty('iban');
    expect(pub).not.toHaveProperty('creditor');
    expect(pub).toHaveProperty('tagManagerId', null);
    expect(publicSettingsSchema.parse(pub)).toEqual(pub);
  });
});

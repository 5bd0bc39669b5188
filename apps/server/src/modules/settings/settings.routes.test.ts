import { SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, settings } from '../../db/schema/index.ts';

describe.each(DB_KINDS)('practice settings API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let md: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminId = await createUser(t.db, 'root@example.com', ['admin']);
    await createUser(t.db, 'md@example.com', ['managing_director']);
    admin = await loginCookie(t.app, 'root@example.com');
    md = await loginCookie(t.app, 'md@example.com');
  });
  afterAll(() => t.close());

  const read = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
  const save = (payload: object, cookie = admin) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(cookie), payload });
  const storedRow = async () => (await t.db.select().from(settings).where(eq(settings.key, 'practice')))[0]?.value;
  const publicSettings = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();

  it('gives the admin the whole settings object with the billing defaults', async () => {
    expect(await read()).toMatchObject({
      name: SAMPLE_PRACTICE_SETTINGS.name,
      paymentTermDays: 30,
      reminderFeeRappen: 2000,
      voucherValidityYears: 5,
      iban: null,
    });
  });

  it('refuses managing directors (admins only)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: md } })).statusCode).toBe(403);
    expect((await save(SAMPLE_PRACTICE_SETTINGS, md)).statusCode).toBe(403);
  });

  it('stores a change, shows it on the public settings at once, and audits old and new value', async () => {
    const before = await read();
    const res = await save({ ...before, name: 'Praxis Seeblick', cancelHours: 48, iban: 'CH93 0076 2011 6238 5295 7', zsr: 'b765432' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Praxis Seeblick', cancelHours: 48, iban: 'CH9300762011623852957', zsr: 'B765432' });
    expect(await publicSettings()).toMatchObject({ name: 'Praxis Seeblick', cancelHours: 48 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    const details = entries.map((entry) => JSON.parse(entry.detail!) as { key: string; old: unknown; new: unknown });
    expect(details).toEqual(
      expect.arrayContaining([
        { key: 'name', old: before.name, new: 'Praxis Seeblick' },
        { key: 'cancelHours', old: before.cancelHours, new: 48 },
        { key: 'iban', old: null, new: 'CH9300762011623852957' },
      ]),
    );
    expect(entries.every((entry) => entry.actorUserId === adminId)).toBe(true);
    // Unchanged keys leave no audit row.
    expect(details.some((d) => d.key === 'city')).toBe(false);
  });

  it('keeps billing data off the public settings', async () => {
    const pub = await publicSettings();
    expect(pub).not.toHaveProperty('iban');
    expect(pub).not.toHaveProperty('creditor');
    expect(pub).not.toHaveProperty('reminderFeeRappen');
  });

  it.each([
    ['an invalid IBAN', { iban: 'CH00 0000 0000 0000 0000 0' }, '/iban'],
    ['a plain IBAN as QR-IBAN', { qrIban: 'CH93 0076 2011 6238 5295 7' }, '/qrIban'],
    ['a ZSR in the wrong form', { zsr: 'AB12345' }, '/zsr'],
    ['an opening hour that ends before it starts', { openingHours: [{ weekday: 1, from: '18:00', to: '09:00' }] }, '/openingHours/0/to'],
    ['a payment term of 0 days', { paymentTermDays: 0 }, '/paymentTermDays'],
    ['a reminder fee with a fraction of a Rappen', { reminderFeeRappen: 20.5 }, '/reminderFeeRappen'],
    ['a tag-manager id of another product', { tagManagerId: 'UA-12345-1' }, '/tagManagerId'],
    ['a practice name over its limit', { name: 'x'.repeat(101) }, '/name'],
    ['a voucher validity below the legal minimum', { voucherValidityYears: 4 }, '/voucherValidityYears'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, path) => {
    const row = await storedRow();
    const res = await save({ ...(await read()), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await storedRow()).toEqual(row);
  });

  it('refuses a voucher validity shorter than the legal minimum of 5 years with its own message, and takes 5 (ADR 015)', async () => {
    const row = await storedRow();
    const refused = await save({ ...(await read()), voucherValidityYears: 3 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([{ path: '/voucherValidityYears', message: 'voucherValidityBelowLegalMinimum' }]);
    expect(await storedRow()).toEqual(row);
    const taken = await save({ ...(await read()), voucherValidityYears: 5 });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().voucherValidityYears).toBe(5);
  });

  it.each([
    ['an account of three digits', { expenses: '670' }, [{ path: '/cashAccounts/expenses', message: 'invalidAccount' }]],
    ['an account of another class for the revenue', { revenue: '6400' }, [{ path: '/cashAccounts/revenue', message: 'revenueAccountNeeded' }]],
    [
      'the till’s account for the receivables',
      { receivables: '1000' },
      [
        { path: '/cashAccounts/cash', message: 'duplicateAccount' },
        { path: '/cashAccounts/receivables', message: 'duplicateAccount' },
      ],
    ],
  ])('refuses %s in the account mapping with 400 naming the fields, storing nothing', async (_case, change, details) => {
    const before = await read();
    const row = await storedRow();
    const res = await save({ ...before, cashAccounts: { ...before.cashAccounts, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', details });
    expect(await storedRow()).toEqual(row);
    expect(await read()).toEqual(before);
  });

  it('stores an account per payment type and keeps older stored settings working with the chart’s accounts for the new roles', async () => {
    const before = await read();
    expect(before.cashAccounts).toEqual({
      cash: '1000',
      card: '1020',
      twint: '1020',
      bank: '1020',
      receivables: '1100',
      voucherLiability: '2030',
      revenue: '3400',
      expenses: '6700',
    });
    const mapping = { ...before.cashAccounts, card: '1091', twint: '1092', receivables: '1105', expenses: '6500' };
    const res = await save({ ...before, cashAccounts: mapping });
    expect(res.statusCode).toBe(200);
    expect((await read()).cashAccounts).toEqual(mapping);
    // A row written before card, TWINT and receivables had accounts.
    const stored = (await storedRow()) as Record<string, unknown>;
    await t.db
      .update(settings)
      .set({ value: { ...stored, cashAccounts: { cash: '1000', bank: '1020', revenue: '3400', voucherLiability: '2030', expenses: '6500' } } })
      .where(eq(settings.key, 'practice'));
    expect((await read()).cashAccounts).toMatchObject({ card: '1020', twint: '1020', receivables: '1100', expenses: '6500' });
  });

  it('reads settings stored under older rules: a refused key takes its default, the rest stays', async () => {
    const stored = (await storedRow()) as Record<string, unknown>;
    // Three-digit accounts were allowed before the chart's classes were checked.
    await t.db
      .update(settings)
      .set({ value: { ...stored, name: 'Praxis Alt', cashAccounts: { cash: '100', bank: '102', revenue: '340', voucherLiability: '203', expenses: '670' } } })
      .where(eq(settings.key, 'practice'));
    const after = await read();
    expect(after).toMatchObject({ name: 'Praxis Alt', cashAccounts: { cash: '1000', bank: '1020', revenue: '3400' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
    await t.db.update(settings).set({ value: stored }).where(eq(settings.key, 'practice'));
  });

  it('refuses a partial object: the call takes the whole settings', async () => {
    const res = await save({ name: 'Nur der Name' });
    expect(res.statusCode).toBe(400);
    expect((await read()).name).not.toBe('Nur der Name');
  });
});

describe('the tag-manager id in the settings', () => {
  it('takes TAG_MANAGER_ID as default until saved, then follows the settings in CSP and public settings without a restart', async () => {
    const t = await createTestApp('pglite', { TAG_MANAGER_ID: 'GTM-ENV1234' });
    try {
      await createUser(t.db, 'root@example.com', ['admin']);
      const admin = await loginCookie(t.app, 'root@example.com');
      const pub = () => t.app.inject({ method: 'GET', url: '/api/settings/public' });
      let res = await pub();
      expect(res.json().tagManagerId).toBe('GTM-ENV1234');
      expect(String(res.headers['content-security-policy'])).toContain('googletagmanager.com');

      const current = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...current, tagManagerId: null } })).statusCode,
      ).toBe(200);
      res = await pub();
      expect(res.json().tagManagerId).toBeNull();
      expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self';/);
      expect(String(res.headers['content-security-policy'])).not.toContain('googletagmanager');
    } finally {
      await t.close();
    }
  });
});

import { nextReminder, practiceDate, SAMPLE_PRACTICE_SETTINGS } from '@praxis/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../../test/test-db.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  absenceTypes,
  arrangements,
  cashTransactions,
  invoiceReminders,
  invoices,
  payments,
  paymentTypes,
  roles,
  settings,
  therapies,
  therapistProfiles,
  therapyArrangements,
  userRoles,
  users,
  vouchers,
} from '../db/schema/index.ts';
import { verifyPassword } from '../lib/password.ts';
import { seedAll } from './seed.ts';
import { seedReferenceData } from './reference.seed.ts';
import { readSitePublished } from '../modules/settings/settings.repo.ts';
import { practiceSettingsFrom } from '../modules/settings/index.ts';

describe.each(DB_KINDS)('seeding on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const counts = async () => {
    const db = handle.db;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      roles: await n(roles),
      therapies: await n(therapies),
      links: await n(therapyArrangements),
      arrangements: await n(arrangements),
      absenceTypes: await n(absenceTypes),
      paymentTypes: await n(paymentTypes),
      settings: await n(settings),
      users: await n(users),
      userRoles: await n(userRoles),
      profiles: await n(therapistProfiles),
    };
  };

  it('starts a new database without demo data empty and unpublished, with demo data as the sample practice, published', async () => {
    const stored = await handle.db.select().from(settings);
    try {
      for (const [demoData, name, published] of [
        [false, '', false],
        [true, SAMPLE_PRACTICE_SETTINGS.name, true],
      ] as const) {
        await handle.db.delete(settings);
        await seedReferenceData(handle.db, demoData ? 'sample' : 'empty');
        const rows = Object.fromEntries((await handle.db.select().from(settings)).map((row) => [row.key, row.value]));
        expect(practiceSettingsFrom(rows.practice)).toMatchObject({ name, ...(demoData ? {} : { street: '', geo: null, openingHours: [], iban: null }) });
        expect(rows.site).toEqual({ published });
      }
      // A database from before the checklist (no `site` row) keeps its settings and stays published.
      await handle.db.delete(settings).where(eq(settings.key, 'site'));
      await seedReferenceData(handle.db, 'empty');
      expect(await handle.db.select().from(settings).where(eq(settings.key, 'site'))).toEqual([]);
      expect(await readSitePublished(handle.db)).toBe(true);
    } finally {
      await handle.db.delete(settings);
      await handle.db.insert(settings).values(stored);
    }
  });

  it('enables btree_gist for later exclusion constraints', async () => {
    const result = (await handle.db.execute(sql`select extname from pg_extension where extname = 'btree_gist'`)) as unknown as { rows: unknown[] };
    expect(result.rows).toHaveLength(1);
  });

  it('seeds the reference data once, however often it runs', async () => {
    await seedAll(handle.db, { admin: null, demoData: false });
    await seedAll(handle.db, { admin: null, demoData: false });
    expect(await counts()).toMatchObject({ roles: 7, therapies: 13, arrangements: 3, absenceTypes: 6, paymentTypes: 7, settings: 2, users: 0 });
    const names = await handle.db.select().from(roles).orderBy(roles.id);
    expect(names.map((r) => r.name)).toEqual(['customer', 'planner', 'therapist', 'accountant', 'team_leader', 'managing_director', 'admin']);
  });

  it('keeps staff edits of therapies and prices across restarts', async () => {
    await handle.db.update(therapies).set({ active: false }).where(eq(therapies.id, 9));
    await handle.db.update(arrangements).set({ priceRappen: 15000 }).where(eq(arrangements.id, 2));
    await seedAll(handle.db, { admin: null, demoData: false });
    const [therapy] = await handle.db.select().from(therapies).where(eq(therapies.id, 9));
    const [arrangement] = await handle.db.select().from(arrangements).where(eq(arrangements.id, 2));
    expect(therapy?.active).toBe(false);
    expect(arrangement?.priceRappen).toBe(15000);
  });

  it('ensures an admin with every role and an argon2id password, keeping a changed password', async () => {
    await seedAll(handle.db, { admin: { email: 'boss@example.com', password: 'first-password' }, demoData: false });
    const [admin] = await handle.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.passwordHash!, 'first-password')).toBe(true);
    const granted = await handle.db.select().from(userRoles).where(eq(userRoles.userId, admin!.id));
    expect(granted.map((r) => r.roleId).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);

    await seedAll(handle.db, { admin: { email: 'BOSS@example.com', password: 'another-password' }, demoData: false });
    const [again] = await handle.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(again?.id).toBe(admin?.id);
    expect(await verifyPassword(again!.passwordHash!, 'first-password')).toBe(true);
  });

  it('seeds the demo practice idempotently', async () => {
    // Before the demo: the first start leaves the staff's second factor to its default, required.
    const [fresh] = await handle.db.select().from(settings).where(eq(settings.key, 'practice'));
    expect(fresh!.value).not.toHaveProperty('staffMfaRequired');
    expect(practiceSettingsFrom(fresh!.value).staffMfaRequired).toBe(true);
    await seedAll(handle.db, { admin: null, demoData: true });
    const first = await counts();
    await seedAll(handle.db, { admin: null, demoData: true });
    expect(await counts()).toEqual(first);
    expect(first.profiles).toBe(2);
    const bios = (await handle.db.select().from(therapistProfiles)).map((profile) => Object.keys(profile.bio as object).sort());
    // Lea's biography in every language; Marco's in German, which the others fall back to.
    expect(bios).toContainEqual(['de', 'en', 'es', 'fr', 'it', 'ru']);
    expect(bios).toContainEqual(['de']);
    // The demo bills with a test QR-IBAN, and leaves the tag-manager id to TAG_MANAGER_ID (ADR 007).
    const [stored] = await handle.db.select().from(settings).where(eq(settings.key, 'practice'));
    expect(stored!.value).toMatchObject({ qrIban: 'CH4431999123000889012' });
    expect(stored!.value).not.toHaveProperty('tagManagerId');
    // Demo staff log in without a second factor; an admin's later choice is kept across restarts.
    expect(stored!.value).toMatchObject({ staffMfaRequired: false });
    await handle.db
      .update(settings)
      .set({ value: { ...(stored!.value as object), staffMfaRequired: true } })
      .where(eq(settings.key, 'practice'));
    await seedAll(handle.db, { admin: null, demoData: true });
    expect((await handle.db.select().from(settings).where(eq(settings.key, 'practice')))[0]!.value).toMatchObject({ staffMfaRequired: true });
    // One invoice reminded twice, its second reminder overdue: the third is due today.
    const [overdue] = await handle.db.select().from(invoices);
    expect(overdue).toMatchObject({ state: 'sent', reminderLevel: 2, language: 'fr' });
    expect(nextReminder({ state: 'sent', dueOn: overdue!.reminderDueOn!, reminderLevel: 2 }, practiceDate(new Date()), 2000)).toMatchObject({
      level: 3,
      feeRappen: 2000,
    });
    expect(await handle.db.select().from(invoiceReminders)).toHaveLength(2);
    expect(overdue!.number).toMatch(/^\d{4}-0001$/);
    // Receipts work at once: the therapies' Tarif 590 codes, both therapists' ZSR and EMR, the practice's canton.
    const codes = Object.fromEntries((await handle.db.select().from(therapies)).map((therapy) => [therapy.labelKey, therapy.tariff590Code]));
    expect(codes).toMatchObject({
      classic_massage: '1062',
      lymph_drainage: '1066',
      foot_reflexology: '1052',
      connective_tissue: '1025',
      electrotherapy: '1039',
    });
    expect((await handle.db.select().from(therapistProfiles)).map((profile) => [Boolean(profile.zsr), Boolean(profile.emr)])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(practiceSettingsFrom((await handle.db.select().from(settings).where(eq(settings.key, 'practice')))[0]!.value).canton).toBe('ZH');
    const demoVouchers = await handle.db.select().from(vouchers);
    expect(demoVouchers.map((v) => [v.motif, v.confirmedAt !== null])).toEqual([
      ['birthday', true],
      ['christmas', false],
    ]);
    // The treatment paid in cash has its line in the cash book, as a cash payment in the app gets; a demo seeded without it gets it at the next start.
    const [cash] = await handle.db.select().from(payments).where(eq(payments.typeId, 2));
    const line = {
      paymentId: cash!.id,
      bookingId: cash!.bookingId,
      date: cash!.paidOn,
      type: 'cashReceipt',
      direction: 'debit',
      amountRappen: cash!.amountRappen,
      subject: `Barzahlung Buchung ${cash!.bookingId}`,
    };
    expect(await handle.db.select().from(cashTransactions)).toEqual([expect.objectContaining(line)]);
    await handle.db.delete(cashTransactions);
    await seedAll(handle.db, { admin: null, demoData: true });
    expect(await handle.db.select().from(cashTransactions)).toEqual([expect.objectContaining(line)]);
  });

  it('stores e-mails lower-cased only', async () => {
    await expect(handle.db.insert(users).values({ email: 'Mixed@Example.com' })).rejects.toThrow();
  });
});

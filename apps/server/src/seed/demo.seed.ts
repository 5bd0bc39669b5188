import { ROLES, THERAPIES } from '@praxis/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { Database, Executor } from '../db/client.ts';
import { settings, therapies, therapistProfiles, userRoles, users } from '../db/schema/index.ts';
import demoTherapist from './demo-therapist.json' with { type: 'json' };
import { mergePracticeSettings, PRACTICE_SETTINGS_KEY, readPracticeSettings } from '../modules/settings/settings.repo.ts';
import { demoHistoryFirstDay, NINA, planBeginsBefore, seedDemoHistory, seedDemoTeam } from './demo-history.seed.ts';
import { seedDemoOverdueInvoice } from './demo-invoice.seed.ts';
import { seedDemoSchedule } from './demo-schedule.seed.ts';
import { seedDemoVouchers } from './demo-vouchers.seed.ts';

const DEMO_CUSTOMERS = [
  {
    email: 'anna.meier@example.com',
    firstName: 'Anna',
    lastName: 'Meier',
    phone: '+41791234567',
    language: 'de',
    street: 'Dufourstrasse',
    houseNumber: '12',
    postalCode: '8008',
    location: 'Zürich',
    birthday: '1984-05-14',
    sex: 'female',
    insuredNumber: '1234567',
  },
  {
    email: 'marco.rossi@example.com',
    firstName: 'Marco',
    lastName: 'Rossi',
    phone: '+41782345678',
    language: 'it',
    street: 'Kreuzstrasse',
    houseNumber: '3',
    postalCode: '8008',
    location: 'Zürich',
    birthday: '1977-11-02',
    sex: 'male',
    insuredNumber: '7654321',
  },
  {
    email: 'sophie.dubois@example.com',
    firstName: 'Sophie',
    lastName: 'Dubois',
    phone: '+41763456789',
    language: 'fr',
    street: 'Seestrasse',
    houseNumber: '101',
    postalCode: '8002',
    location: 'Zürich',
    birthday: '1991-02-27',
    sex: 'female',
  },
  {
    email: 'olga.ivanova@example.com',
    firstName: 'Olga',
    lastName: 'Ivanova',
    phone: '+41774567890',
    language: 'ru',
    street: 'Forchstrasse',
    houseNumber: '55',
    postalCode: '8032',
    location: 'Zürich',
    birthday: '1988-08-19',
    sex: 'female',
  },
] as const;

/** Creates the user if the e-mail is new and returns its id either way. */
async function upsertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  await db.insert(users).values(values).onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
  if (!row) throw new Error(`demo user ${values.email} is missing`);
  return row.id;
}

const MARCO_BIO = {
  title: 'Medizinischer Masseur mit eidg. Fachausweis',
  summary: 'Marco behandelt Verspannungen aus Sport und Büroalltag mit klassischer Massage und Lymphdrainage.',
  paragraphs: [],
  focus: ['Sportmassage', 'Manuelle Lymphdrainage'],
  qualifications: ['Medizinischer Masseur mit eidg. Fachausweis'],
};

/**
 * A demo practice for trying the app (`DEMO_DATA`): a full-time and a part-time therapist with
 * published profiles, a few customers, week plans, absences and bookings. With `history`
 * (`DEMO_DATA=1`; the server's configuration and how many years, one unless a test says less), a
 * third therapist and, when first seeded, the practice's past (demo-history.seed.ts); without it
 * (`DEMO_DATA=small`, the journeys' demo) the few treatments already given are seeded instead.
 * Idempotent.
 */
export async function seedDemoData(
  db: Database,
  now: Date = new Date(),
  history: { config: Config; years?: number; log?: (line: string) => void } | null = null,
): Promise<void> {
  const exists = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
  const firstSeeding = !(await exists('lea.brunner@example.com'));
  const withYear = history !== null && (firstSeeding || (await exists(NINA.email)));
  const first = demoHistoryFirstDay(now, history?.years ?? 1);
  const begins = withYear
    ? { lea: planBeginsBefore('2026-01-05', first), marco: planBeginsBefore('2026-01-06', first), nina: first }
    : { lea: '2026-01-05', marco: '2026-01-06', nina: first };
  await db.transaction(async (tx) => {
    const therapistId = await upsertUser(tx, {
      email: 'lea.brunner@example.com',
      firstName: demoTherapist.firstName,
      lastName: demoTherapist.lastName,
      phone: '+41441234567',
      language: 'de',
      unconfirmed: false,
    });
    await tx
      .insert(userRoles)
      .values([ROLES.customer, ROLES.therapist].map((roleId) => ({ userId: therapistId, roleId })))
      .onConflictDoNothing();
    await tx
      .insert(therapistProfiles)
      .values({
        userId: therapistId,
        languages: demoTherapist.languages,
        zsr: demoTherapist.zsr,
        emr: demoTherapist.emr,
        bio: demoTherapist.bio,
        published: true,
      })
      .onConflictDoUpdate({ target: therapistProfiles.userId, set: { bio: sql`excluded.bio` } });
    const marco = await upsertUser(tx, {
      email: 'marco.keller@example.com',
      firstName: 'Marco',
      lastName: 'Keller',
      phone: '+41441234568',
      language: 'de',
      unconfirmed: false,
    });
    await tx
      .insert(userRoles)
      .values([ROLES.customer, ROLES.therapist].map((roleId) => ({ userId: marco, roleId })))
      .onConflictDoNothing();
    // Published, so he is bookable; his biography is German only (other languages fall back to it).
    // With his own ZSR and EMR numbers, so his treatments get receipts too.
    await tx
      .insert(therapistProfiles)
      .values({ userId: marco, languages: ['de', 'it'], published: true, bio: { de: MARCO_BIO }, zsr: 'K234567', emr: '23456' })
      .onConflictDoNothing();
    await tx
      .update(therapistProfiles)
      .set({ zsr: sql`coalesce(${therapistProfiles.zsr}, 'K234567')`, emr: sql`coalesce(${therapistProfiles.emr}, '23456')` })
      .where(eq(therapistProfiles.userId, marco));
    await seedDemoTariffCodes(tx);
    const customers: number[] = [];
    for (const customer of DEMO_CUSTOMERS) {
      const id = await upsertUser(tx, { ...customer, countryCode: 'CH', unconfirmed: false });
      await tx.insert(userRoles).values({ userId: id, roleId: ROLES.customer }).onConflictDoNothing();
      customers.push(id);
    }
    if (withYear) {
      const nina = await upsertUser(tx, {
        email: NINA.email,
        firstName: NINA.firstName,
        lastName: NINA.lastName,
        phone: '+41441234569',
        language: 'de',
        unconfirmed: false,
      });
      await seedDemoTeam(tx, { lea: therapistId, nina }, begins.nina);
    }
    await seedDemoSchedule(tx, { lea: therapistId, marco, customers }, now, { begins, past: !withYear });
    await seedDemoBilling(tx);
    await seedDemoLogin(tx);
    if (withYear) return;
    // Sophie Dubois (French) owes an invoice reminded twice.
    await seedDemoOverdueInvoice(tx, { lea: therapistId, customer: customers[2]! }, now);
    // She also bought two gift vouchers: one paid and e-mailed, one still to pay at the practice.
    await seedDemoVouchers(tx, customers[2]!, now);
  });
  if (history !== null && withYear && firstSeeding) {
    const log = history.log ?? (() => undefined);
    log("Demo: seeding the practice's past year (at the first start only; about a minute) ...");
    const started = performance.now();
    const figures = await seedDemoHistory(db, history.config, now, begins, history.years ?? 1);
    log(
      `Demo: the past year seeded in ${((performance.now() - started) / 1000).toFixed(0)} s: ${figures.bookings} bookings (${figures.cancelled} cancelled), ` +
        `${figures.payments} payments, ${figures.invoices} invoices, ${figures.vouchers} vouchers, ${figures.closedMonths} closed cash months, ${figures.journals} journals.`,
    );
  }
}

/**
 * Demo staff log in without a second factor, so the practice can be tried at once; an admin
 * turns the requirement on in the settings (kept across restarts).
 */
async function seedDemoLogin(tx: Executor): Promise<void> {
  await tx.execute(
    sql`update ${settings} set ${sql.identifier('value')} = ${settings.value} || '{"staffMfaRequired": false}'::jsonb where ${settings.key} = ${PRACTICE_SETTINGS_KEY} and not (${settings.value} ? 'staffMfaRequired')`,
  );
}

/**
 * The demo practice bills with the QR-IBAN of the Swiss Payment Standards' examples (a test
 * account) and has a ZSR number, unless an admin entered accounts already.
 */
async function seedDemoBilling(tx: Executor): Promise<void> {
  const practice = await readPracticeSettings(tx);
  // The demo practice is in Zurich: its receipts name the canton (kept if an admin chose another).
  if (!practice.canton) await mergePracticeSettings(tx, { canton: 'ZH' }, new Date());
  if (practice.iban || practice.qrIban) return;
  // NOTE: merged, not the whole object: the tag-manager id must stay unset (ADR 007).
  await mergePracticeSettings(tx, { qrIban: 'CH4431999123000889012', iban: 'CH9300762011623852957', zsr: practice.zsr ?? 'S123456' }, new Date());
}

/** The demo catalogue's Tarif 590 method codes (`THERAPIES`), where staff left a therapy without one: receipts work at once. */
async function seedDemoTariffCodes(tx: Executor): Promise<void> {
  for (const therapy of THERAPIES) {
    if (!therapy.tariff590Code) continue;
    await tx
      .update(therapies)
      .set({ tariff590Code: therapy.tariff590Code })
      .where(and(eq(therapies.id, therapy.id), isNull(therapies.tariff590Code)));
  }
}

import { formatChf } from '@praxis/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, linkOf } from '../../../test/session-helpers.ts';
import { mailJobContext } from '../../../test/mail-job-context.ts';
import { startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, healthForms, mailOutbox, users } from '../../db/schema/index.ts';
import { notify } from '../notifications/index.ts';
import { readPracticeSettings } from '../settings/index.ts';
import { bookingLoginUrl } from './booking-link.ts';
import { sendDueReminders, sendHealthFormReminders } from './booking-reminders.ts';

const HOUR = 3_600_000;
// Monday 1 March 2027, 09:00 in Zurich. Every test works in its own week, so the 48-hour windows never overlap.
const week = (n: number) => new Date(Date.parse('2027-03-01T08:00:00Z') + n * 7 * 24 * HOUR);

describe.each(DB_KINDS)('booking mails and reminders on %s', (kind) => {
  let t: TestApp;
  let therapistId: number;
  let count = 0;
  const deps = () => t.ctx;

  beforeAll(async () => {
    t = await createTestApp(kind);
    therapistId = await createUser(t.db, 'lea@example.com', ['therapist']);
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Frei', language: 'en' }).where(eq(users.id, therapistId));
  });
  afterAll(() => t.close());

  /** A customer with personal data, in `language`, unique per call. */
  async function customer(language = 'de', name = 'Anna') {
    const [row] = await t.db
      .insert(users)
      .values({ email: `${name.toLowerCase()}${++count}@example.com`, firstName: name, lastName: 'Meier', phone: '+41791234567', language, unconfirmed: false })
      .returning();
    return row!;
  }
  /** A 55-minute booking of therapy 1 at `startsAt`, made at `createdAt`. */
  async function book(customerId: number, startsAt: Date, createdAt: Date, extra: Partial<typeof bookings.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(bookings)
      .values({
        therapistId,
        customerId,
        therapyId: 1,
        arrangementId: 2,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR),
        durationMinutes: 55,
        priceRappen: 14000,
        createdAt,
        ...extra,
      })
      .returning();
    return row!;
  }
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
  const signHealthForm = (userId: number, at: Date) => t.db.insert(healthForms).values({ userId, version: 1, answers: {}, signature: {}, signedAt: at });

  it('writes the reminder once for a booking 47 hours ahead that was booked a week earlier, with a link that logs in', async () => {
    const now = week(0);
    const anna = await customer();
    const booking = await book(anna.id, new Date(now.getTime() + 47 * HOUR), new Date(now.getTime() - 7 * 24 * HOUR));
    // Two runs at the same moment: the claim lets exactly one of them write the mail.
    const [a, b] = await Promise.all([sendDueReminders(deps(), now), sendDueReminders(deps(), now)]);
    expect(a + b).toBe(1);
    expect(await sendDueReminders(deps(), now)).toBe(0);
    const mails = await mailsTo(anna.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Erinnerung: Ihr Termin am Mittwoch, 3. März 2027 – Praxis Sanara');
    expect(mails[0]!.text).toContain('Termin: Mittwoch, 3. März 2027, 08:00 Uhr');
    expect(mails[0]!.text).toContain('Klassische Massage, 55 Minuten');
    expect(mails[0]!.text).toContain('bis 24 Stunden vor Beginn');
    const link = linkOf(mails[0]!.text);
    expect(link.url.pathname).toBe(`/booking/${booking.id}`);
    t.clock.set(now);
    const login = await t.app.inject({ method: 'POST', url: '/api/account/auto-login', headers: csrf(), payload: { email: link.email, token: link.token } });
    expect(login.statusCode).toBe(200);
  });

  it('sends no reminder for a cancelled booking, a temporary one, one made 30 hours ahead, or when the customer is not to be told', async () => {
    const now = week(1);
    const customers = await Promise.all([customer(), customer(), customer(), customer()]);
    const start = (h: number) => new Date(now.getTime() + h * HOUR);
    const weekBefore = new Date(now.getTime() - 7 * 24 * HOUR);
    await book(customers[0]!.id, start(20), weekBefore, { cancelledAt: now, cancelType: 1 });
    await book(customers[1]!.id, start(24), weekBefore, { temporary: true, temporaryUntil: start(12) });
    await book(customers[2]!.id, start(30), now);
    await book(customers[3]!.id, start(36), weekBefore, { notifyCustomer: false });
    expect(await sendDueReminders(deps(), now)).toBe(0);
    for (const c of customers) expect(await mailsTo(c.email)).toHaveLength(0);
  });

  it('asks for the health form in the reminder only while none is signed', async () => {
    const now = week(2);
    const [missing, signed] = [await customer('fr', 'Claire'), await customer('fr', 'Marc')];
    await signHealthForm(signed.id, week(-1));
    const weekBefore = new Date(now.getTime() - 7 * 24 * HOUR);
    await book(missing.id, new Date(now.getTime() + 40 * HOUR), weekBefore);
    await book(signed.id, new Date(now.getTime() + 42 * HOUR), weekBefore);
    expect(await sendDueReminders(deps(), now)).toBe(2);
    const [toMissing] = await mailsTo(missing.email);
    const [toSigned] = await mailsTo(signed.email);
    expect(toMissing!.subject).toMatch(/^Rappel : votre rendez-vous du/);
    expect(toMissing!.text).toContain(`questionnaire de santé : ${t.config.publicUrl}/health-form`);
    expect(toSigned!.text).not.toContain('/health-form');
  });

  it("reminds the therapist, in the therapist's language, once and only of a first therapy without a health form", async () => {
    const now = week(3);
    const start = (h: number) => new Date(now.getTime() + h * HOUR);
    const [first, signed, regular, rebooked] = [await customer('fr', 'Zoe'), await customer(), await customer(), await customer('de', 'Rolf')];
    await signHealthForm(signed.id, week(-1));
    await book(regular.id, new Date(now.getTime() - 3 * 24 * HOUR), week(-1));
    await book(rebooked.id, new Date(now.getTime() - 2 * 24 * HOUR), week(-1), { cancelledAt: week(-1), cancelType: 1 });
    const firstVisit = await book(first.id, start(30), now);
    const secondVisit = await book(first.id, start(40), now);
    await book(signed.id, start(10), now);
    await book(regular.id, start(12), now);
    await book(rebooked.id, start(14), now);
    expect(await sendHealthFormReminders(deps(), now)).toBe(2);
    expect(await sendHealthFormReminders(deps(), now)).toBe(0);
    const mails = await mailsTo('lea@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Health form missing: Rolf Meier, Monday, 22 March 2027',
      'Health form missing: Zoe Meier, Tuesday, 23 March 2027',
    ]);
    expect(mails[1]!.text).toContain(`Zoe Meier (${first.email}) is coming on Tuesday, 23 March 2027 at 15:00 for their first treatment (Classic massage)`);
    expect(mails[1]!.text).toContain(`${t.config.publicUrl}/account?email=${encodeURIComponent(first.email)}`);
    const marked = await t.db.select({ id: bookings.id, at: bookings.healthReminderSentAt }).from(bookings).where(eq(bookings.customerId, first.id));
    expect(marked.find((b) => b.id === firstVisit.id)!.at).toEqual(now);
    expect(marked.find((b) => b.id === secondVisit.id)!.at).toBeNull();
  });

  it.each([
    ['customer', true, 'fr', 'Annulation de votre rendez-vous du', 'le prix complet de'],
    ['customer', false, 'de', 'Stornierung Ihres Termins am', 'keine Kosten'],
    ['system', false, 'it', 'Il Suo appuntamento riservato di', 'non sono stati completati in tempo'],
    ['practice', false, 'es', 'Tenemos que cancelar su cita del', 'Le pedimos disculpas'],
  ] as const)(
    "notifies a %s cancellation (charged: %s) in the customer's language (%s) with a link to book again",
    async (reason, charged, language, subject, phrase) => {
      const person = await customer(language);
      const booking = await book(person.id, new Date(week(10).getTime() + count * HOUR), week(9), { cancelledAt: week(9), cancelType: 1 });
      await notify(t.ctx, t.db, { kind: 'cancellationNotice', to: person, booking, therapyLabelKey: 'classic_massage', reason, charged });
      const [mail] = await mailsTo(person.email);
      expect(mail!.subject.startsWith(subject)).toBe(true);
      expect(mail!.text).toContain(phrase);
      expect(mail!.text.includes(formatChf(14000, language))).toBe(charged);
      expect(mail!.text).toContain(`${t.config.publicUrl}/bookoptions?therapyid=1&arrangementid=2`);
      expect(mail!.html).toContain(`${t.config.publicUrl}/bookoptions?therapyid=1&amp;arrangementid=2`);
    },
  );

  it('tells a guest until when the temporary booking holds, in local time after the daylight-saving change', async () => {
    const guest = await customer();
    const booking = await book(guest.id, new Date('2027-03-30T08:00:00Z'), week(4), { temporary: true, temporaryUntil: new Date('2027-03-29T16:30:00Z') });
    const practice = await readPracticeSettings(t.db);
    const loginUrl = await bookingLoginUrl(t.ctx, t.db, { user: guest, bookingId: booking.id, now: week(4), practice });
    await notify(t.ctx, t.db, { kind: 'temporaryBooking', to: guest, booking, therapyLabelKey: 'classic_massage', loginUrl, freeCancellation: true });
    const [mail] = await mailsTo(guest.email);
    expect(mail!.text).toContain('bis Montag, 29. März 2027, 18:30 Uhr für Sie reserviert');
    expect(mail!.text).toContain('Termin: Dienstag, 30. März 2027, 10:00 Uhr');
    expect(mail!.text).toContain('(Vorname, Nachname und Telefonnummer)');
    expect(linkOf(mail!.text).url.pathname).toBe(`/booking/${booking.id}`);
    expect(mail!.attachments).toEqual([]);
  });

  it('delivers a reminder over SMTP', async () => {
    const now = week(6);
    const anna = await customer('ru', 'Anna');
    await book(anna.id, new Date(now.getTime() + 45 * HOUR), week(5));
    expect(await sendDueReminders(deps(), now)).toBe(1);
    const smtp = await startSmtpCapture();
    const mailer = mailJobContext(t.db, { smtpUrl: smtp.url, now: () => new Date(Date.now() + HOUR) });
    try {
      await mailer.jobs.runOnce('mail');
      const mail = smtp.mails.find((m) => m.to && !Array.isArray(m.to) && m.to.text === anna.email)!;
      expect(mail.subject).toMatch(/^Напоминание: Ваша запись на/);
      expect(mail.text).toContain('Приём: среда, 14 апреля 2027 г., 07:00');
    } finally {
      await mailer.jobs.stop();
      await smtp.stop();
    }
  });
});

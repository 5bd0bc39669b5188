import { CURRENT_TERMS_VERSION } from '@praxis/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createBookableTherapist, createBookingCustomer, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { mailOutbox } from '../../db/schema/index.ts';

// Monday 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const FREE = 'Sie können kostenlos stornieren bis 24 Stunden vor Beginn';
const LATE = 'Dieser Termin beginnt in weniger als 24 Stunden und kann deshalb nicht kostenlos storniert werden';

describe.each(DB_KINDS)('the confirmation of a booking within the free-cancellation window on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    await createBookableTherapist(t.db);
    await createBookingCustomer(t.db, 'kurzfristig@example.com');
    cookie = await loginCookie(t.app, 'kurzfristig@example.com');
  });
  afterAll(() => t.close());

  const book = (start: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asUser(cookie),
      payload: { therapyId: 1, arrangementId: 2, start, termsVersion: CURRENT_TERMS_VERSION },
    });
  const confirmationOf = async (day: string) => {
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'kurzfristig@example.com'), like(mailOutbox.subject, `%${day}%`)));
    return mail!;
  };

  it('does not promise a free cancellation for a booking that starts in less than 24 hours, and says the full price is charged', async () => {
    expect((await book('2027-01-04T15:00:00+01:00')).statusCode).toBe(201);
    const mail = await confirmationOf('4. Januar 2027');
    expect(mail.text).toContain(LATE);
    expect(mail.text).not.toContain('kostenlos stornieren');
    expect(mail.html).not.toContain('kostenlos stornieren');
  });

  it('promises it for a booking further ahead', async () => {
    expect((await book('2027-01-08T10:00:00+01:00')).statusCode).toBe(201);
    const mail = await confirmationOf('8. Januar 2027');
    expect(mail.text).toContain(FREE);
    expect(mail.text).not.toContain(LATE);
  });

  it('follows the practice’s window: with 72 hours, a booking on Wednesday is within it and its mail says so', async () => {
    await createUser(t.db, 'settings-admin@example.com', ['admin']);
    const admin = await loginCookie(t.app, 'settings-admin@example.com');
    const practice = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: asUser(admin) })).json();
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload: { ...practice, cancelHours: 72 } });
    expect(saved.statusCode).toBe(200);
    expect((await book('2027-01-06T10:00:00+01:00')).statusCode).toBe(201);
    expect((await confirmationOf('6. Januar 2027')).text).toContain('Dieser Termin beginnt in weniger als 72 Stunden');
  });
});

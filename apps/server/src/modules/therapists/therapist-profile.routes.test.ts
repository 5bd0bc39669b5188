import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../../test/png-fixtures.ts';
import { asUser, createBookableTherapist, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, csrf, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { bookings, therapistProfiles, therapistTherapies } from '../../db/schema/index.ts';

// Monday 4 January 2027, 07:30 in Zurich.
const MONDAY_0730 = new Date('2027-01-04T06:30:00Z');
const BIO = {
  title: 'Medizinische Masseurin',
  summary: 'Klassische Massage und Lymphdrainage.',
  paragraphs: ['Seit 2015 in Zürich.'],
  focus: ['Rücken'],
  qualifications: ['EFA'],
};

describe.each(DB_KINDS)('therapist profile API on %s', (kind) => {
  let t: TestApp;
  let md: string;
  let lea: string;
  let leaId: number;
  let otherId: number;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(MONDAY_0730);
    await createUser(t.db, 'md@example.com', ['managing_director']);
    leaId = await createBookableTherapist(t.db, 'lea@example.com');
    otherId = await createUser(t.db, 'tom@example.com', ['therapist']);
    await createUser(t.db, 'plan@example.com', ['planner']);
    md = await loginCookie(t.app, 'md@example.com');
    lea = await loginCookie(t.app, 'lea@example.com');
    other = await loginCookie(t.app, 'tom@example.com');
  });
  afterAll(() => t.close());

  const url = (id: number, part = 'profile') => `/api/admin/therapists/${id}/${part}`;
  const get = (id: number, cookie = md) => t.app.inject({ method: 'GET', url: url(id), headers: { cookie } });
  const put = (id: number, payload: object, cookie = md) => t.app.inject({ method: 'PUT', url: url(id), headers: asUser(cookie), payload });
  const upload = (id: number, body: Buffer, contentType = 'image/png', cookie = md) =>
    t.app.inject({ method: 'PUT', url: url(id, 'photo'), headers: { ...asUser(cookie), 'content-type': contentType }, payload: body });
  const slots = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/availability?therapyId=1&arrangementId=2&from=2027-01-05&to=2027-01-05' });
    return (res.json().days as Array<{ slots: Array<{ therapistIds?: number[]; state: string }> }>).flatMap((d) => d.slots).filter((s) => s.state === 'free')
      .length;
  };

  it('lets a managing director write the whole profile, offers with durations included', async () => {
    const res = await put(otherId, {
      bio: { de: BIO, en: { ...BIO, title: 'Medical masseuse' } },
      languages: ['de', 'en'],
      zsr: 'a123456',
      emr: '12345678',
      published: true,
      offers: [{ therapyId: 1, arrangementIds: [2] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: otherId,
      zsr: 'A123456',
      emr: '12345678',
      published: true,
      languages: ['de', 'en'],
      offers: [{ therapyId: 1, arrangementIds: [2] }],
      mayManage: true,
      warnings: { futureBookingsWithoutOffer: 0 },
    });
    expect(res.json().bio.en.title).toBe('Medical masseuse');
    const team = (await t.app.inject({ method: 'GET', url: '/api/therapists' })).json().therapists as Array<{ id: number }>;
    expect(team.map((m) => m.id)).toContain(otherId);
  });

  it('lets a therapist edit their own biography but nothing else, and nobody else’s', async () => {
    const own = await put(leaId, { bio: { de: { ...BIO, title: 'Meine Praxis' } } }, lea);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ mayManage: false, published: true, bio: { de: { title: 'Meine Praxis' } } });
    expect((await put(leaId, { bio: { de: BIO }, published: false }, lea)).statusCode).toBe(403);
    expect((await put(leaId, { bio: { de: BIO }, offers: [] }, lea)).statusCode).toBe(403);
    expect((await put(otherId, { bio: { de: BIO } }, lea)).statusCode).toBe(403);
    expect((await get(otherId, lea)).statusCode).toBe(403);
    expect((await get(leaId, other)).statusCode).toBe(403);
  });

  it('lets only an admin change the profile of a therapist who holds the admin role (a managing director reads it)', async () => {
    const bossId = await createUser(t.db, 'boss@example.com', ['therapist', 'admin']);
    await createUser(t.db, 'admin2@example.com', ['admin']);
    const before = (await get(bossId)).json();
    expect(before.id).toBe(bossId);
    const refused = await put(bossId, { bio: { de: BIO }, published: true });
    expect(refused.statusCode).toBe(403);
    expect((await upload(bossId, Buffer.from('not even an image'))).statusCode).toBe(403);
    expect((await get(bossId)).json()).toEqual(before);
    const admin = await loginCookie(t.app, 'admin2@example.com');
    expect((await put(bossId, { bio: { de: BIO } }, admin)).statusCode).toBe(200);
  });

  it('answers 404 for someone who treats no one', async () => {
    const planner = await t.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, 'plan@example.com') });
    expect((await get(planner!.id)).statusCode).toBe(404);
  });

  it.each([
    ['a ZSR in the wrong form', { zsr: '123456A' }, '/zsr'],
    ['an EMR with letters', { emr: 'EMR123' }, '/emr'],
    ['a biography over its limit', { bio: { de: { ...BIO, summary: 'x'.repeat(601) } } }, '/bio/de/summary'],
    ['a German biography without title', { bio: { de: { ...BIO, title: '' } } }, '/bio/de/title'],
    ['an offer without durations', { offers: [{ therapyId: 1, arrangementIds: [] }] }, '/offers/0/arrangementIds'],
    ['a duration the therapy does not have', { offers: [{ therapyId: 1, arrangementIds: [999] }] }, '/offers/0/arrangementIds'],
    ['an unknown therapy', { offers: [{ therapyId: 9999, arrangementIds: [2] }] }, '/offers/0/therapyId'],
    ['a language that is no code', { languages: ['Deutsch'] }, '/languages/0'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, path) => {
    const before = await get(otherId);
    const res = await put(otherId, { bio: { de: BIO }, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await get(otherId)).json()).toEqual(before.json());
  });

  it('offers online only who is published and offers the therapy in that duration', async () => {
    expect(await slots()).toBeGreaterThan(0);
    await t.db
      .update(therapistTherapies)
      .set({ arrangementIds: [1] })
      .where(eq(therapistTherapies.therapistId, leaId));
    expect(await slots()).toBe(0);
    await t.db
      .update(therapistTherapies)
      .set({ arrangementIds: [1, 2] })
      .where(eq(therapistTherapies.therapistId, leaId));
    await t.db.update(therapistProfiles).set({ published: false }).where(eq(therapistProfiles.userId, leaId));
    expect(await slots()).toBe(0);
    await t.db.update(therapistProfiles).set({ published: true }).where(eq(therapistProfiles.userId, leaId));
    expect(await slots()).toBeGreaterThan(0);
  });

  it('allows removing the last therapy of a therapist with future bookings, warns, and keeps the bookings', async () => {
    const customerId = await createUser(t.db, 'kundin@example.com', ['customer']);
    await t.db.insert(bookings).values({
      therapistId: leaId,
      customerId,
      therapyId: 1,
      arrangementId: 2,
      startsAt: new Date('2027-01-12T09:00:00Z'),
      endsAt: new Date('2027-01-12T10:00:00Z'),
      durationMinutes: 60,
      priceRappen: 12000,
    });
    const res = await put(leaId, { bio: { de: BIO }, offers: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offers: [], warnings: { futureBookingsWithoutOffer: 1 } });
    expect(await t.db.select().from(bookings).where(eq(bookings.therapistId, leaId))).toHaveLength(1);
    expect(await slots()).toBe(0);
  });

  describe('photo', () => {
    it('scales a PNG to 600 × 750 WebP and serves it with long cache headers under a versioned URL', async () => {
      const res = await upload(otherId, pngFile(1200, 900, { noise: true }));
      expect(res.statusCode).toBe(200);
      const { photoUrl } = res.json() as { photoUrl: string };
      expect(photoUrl).toMatch(new RegExp(`^/api/therapists/${otherId}/photo\\?v=`));
      const photo = await t.app.inject({ method: 'GET', url: photoUrl });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(photo.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 750 });
      const again = await t.app.inject({ method: 'GET', url: photoUrl, headers: { 'if-none-match': String(photo.headers.etag) } });
      expect(again.statusCode).toBe(304);
      const team = (await t.app.inject({ method: 'GET', url: '/api/therapists' })).json().therapists as Array<{ id: number; photoUrl: string | null }>;
      expect(team.find((m) => m.id === otherId)?.photoUrl).toBe(photoUrl);
    });

    it('takes a JPEG as the file of a multipart form, from the therapist themselves', async () => {
      const jpeg = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#6699cc' } })
        .jpeg()
        .toBuffer();
      const boundary = '----praxis';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await upload(otherId, body, `multipart/form-data; boundary=${boundary}`, other);
      expect(res.statusCode).toBe(200);
    });

    it.each([
      ['a PDF named as PNG', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n'), 'image/png'],
      ['text', Buffer.from('hello, I am not a picture'), 'text/plain'],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
      ['a PNG with broken image data', pngFile(10, 10, { idat: Buffer.from('garbage') }), 'image/png'],
      ['a PNG claiming 100000 × 100000 pixels', pngFile(100000, 100000, { idat: Buffer.alloc(16) }), 'image/png'],
    ])('refuses %s with 415 UNSUPPORTED_FILE, keeping the old photo', async (_case, body, type) => {
      const before = (await get(otherId)).json().photoUrl;
      const res = await upload(otherId, body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_FILE');
      expect((await get(otherId)).json().photoUrl).toBe(before);
    });

    it('refuses a photo over 5 MB with 413', async () => {
      const res = await upload(otherId, Buffer.concat([pngFile(1, 1), Buffer.alloc(5 * 1024 * 1024)]));
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('shows an unpublished profile’s photo only to its editors', async () => {
      await upload(leaId, pngFile(700, 700, { noise: true }));
      await t.db.update(therapistProfiles).set({ published: false }).where(eq(therapistProfiles.userId, leaId));
      const { photoUrl } = (await get(leaId)).json() as { photoUrl: string };
      expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
      const own = await t.app.inject({ method: 'GET', url: photoUrl, headers: { cookie: lea } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
      expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: { cookie: other } })).statusCode).toBe(404);
    });

    it('needs a login and the CSRF header', async () => {
      expect(
        (await t.app.inject({ method: 'PUT', url: url(otherId, 'photo'), headers: { ...csrf(), 'content-type': 'image/png' }, payload: pngFile(2, 2) }))
          .statusCode,
      ).toBe(401);
    });
  });
});

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, customerFileContents, customerFiles, users } from '../../db/schema/index.ts';
import { customerFileCounts, listCustomerFilesWithContent } from './index.ts';
import { docxFile, exeFile, heicFile, jpegImage, multipartForm, pdfFile, pngImage, textFile, webpImage, zipFile } from './test-files.ts';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe.each(DB_KINDS)('customer files on %s', (kind) => {
  let t: TestApp;
  let annaId: number;
  let bertaId: number;
  let therapist: string;
  let therapistId: number;
  let admin: string;
  const refused: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2027-03-01T08:00:00Z'));
    annaId = await createUser(t.db, 'anna@example.com', ['customer']);
    await t.db.update(users).set({ firstName: 'Anna', lastName: 'Muster' }).where(eq(users.id, annaId));
    bertaId = await createUser(t.db, 'berta@example.com', ['customer']);
    therapistId = await createUser(t.db, 'thera@example.com', ['therapist']);
    await t.db.update(users).set({ firstName: 'Lea', lastName: 'Brunner' }).where(eq(users.id, therapistId));
    await createUser(t.db, 'admin@example.com', ['admin']);
    for (const role of ['planner', 'accountant', 'customer'] as const) {
      await createUser(t.db, `${role}-x@example.com`, [role]);
      refused[role] = await loginCookie(t.app, `${role}-x@example.com`);
    }
    therapist = await loginCookie(t.app, 'thera@example.com');
    admin = await loginCookie(t.app, 'admin@example.com');
  });
  afterAll(() => t.close());

  const list = (customerId: number, cookie = therapist) =>
    t.app.inject({ method: 'GET', url: `/api/staff/customers/${customerId}/files`, headers: { cookie } });
  const open = (id: number, cookie = therapist) => t.app.inject({ method: 'GET', url: `/api/staff/files/${id}`, headers: { cookie } });
  const remove = (id: number, cookie = therapist) => t.app.inject({ method: 'DELETE', url: `/api/staff/files/${id}`, headers: asUser(cookie) });
  const upload = (customerId: number, fileName: string, bytes: Buffer, cookie = therapist, field = 'file') => {
    const form = multipartForm(fileName, bytes, field);
    t.clock.advance(60_000);
    return t.app.inject({
      method: 'POST',
      url: `/api/staff/customers/${customerId}/files`,
      headers: { ...asUser(cookie), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const rowsOf = (userId: number) => t.db.select().from(customerFiles).where(eq(customerFiles.userId, userId));

  it('is only for therapists and above', async () => {
    const fileId = (await upload(bertaId, 'befund.pdf', pdfFile())).json().file.id as number;
    for (const cookie of Object.values(refused)) {
      expect((await list(bertaId, cookie)).statusCode).toBe(403);
      expect((await upload(bertaId, 'x.pdf', pdfFile(), cookie)).statusCode).toBe(403);
      expect((await open(fileId, cookie)).statusCode).toBe(403);
      expect((await remove(fileId, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/customers/${bertaId}/files` })).statusCode).toBe(401);
    expect((await list(bertaId, admin)).json().files).toHaveLength(1);
    expect((await open(fileId, admin)).statusCode).toBe(200);
    expect((await remove(fileId, admin)).json()).toEqual({ status: 'success' });
  });

  it('says so for an unknown customer', async () => {
    expect((await list(999_999)).statusCode).toBe(404);
    const res = await upload(999_999, 'a.pdf', pdfFile());
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('is empty before the first upload', async () => {
    expect((await list(annaId)).json()).toEqual({ files: [] });
  });

  it('takes every accepted type, told by its content, and lists them newest first', async () => {
    const uploads: Array<[string, Buffer, string, string]> = [
      ['Befund.pdf', pdfFile(), 'application/pdf', 'pdf'],
      ['Röntgen.png', pngImage(), 'image/png', 'png'],
      ['foto.jpeg', await jpegImage(), 'image/jpeg', 'jpg'],
      ['IMG_0001.HEIC', heicFile(), 'image/heic', 'heic'],
      ['scan', await webpImage(), 'image/webp', 'webp'],
      ['Notiz.txt', textFile(), 'text/plain', 'txt'],
      ['Bericht.docx', docxFile(), DOCX, 'docx'],
    ];
    for (const [name, bytes, mimeType, extension] of uploads) {
      const res = await upload(annaId, name, bytes);
      expect(res.statusCode, name).toBe(201);
      // A name without an extension gets the one of its content.
      const stored = name === 'scan' ? 'scan.webp' : name;
      expect(res.json().file).toMatchObject({ fileName: stored, mimeType, extension, sizeBytes: bytes.length, uploadedBy: 'Lea Brunner' });
    }
    const { files } = (await list(annaId)).json() as { files: Array<{ fileName: string; uploadedAt: string }> };
    expect(files.map((f) => f.fileName)).toEqual(uploads.map(([name]) => (name === 'scan' ? 'scan.webp' : name)).reverse());
    expect(Date.parse(files[0]!.uploadedAt)).toBeGreaterThan(Date.parse(files[1]!.uploadedAt));
  });

  it('refuses a disguised or unknown content and stores nothing of it', async () => {
    const before = (await rowsOf(annaId)).length;
    for (const [name, bytes] of [
      ['Befund.pdf', exeFile()],
      ['Bericht.docx', zipFile({ 'a.txt': 'x' })],
      ['notiz.txt', Buffer.from('text\u0000with a NUL', 'utf8')],
      ['notiz.txt', Buffer.from([0xc3, 0x28, 0x41])],
      ['leer.txt', Buffer.alloc(0)],
      ['page.html', Buffer.from('<html><script>alert(1)</script></html>\u001b', 'utf8')],
    ] as const) {
      const res = await upload(annaId, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error.code).toBe('UNSUPPORTED_FILE');
    }
    expect(await rowsOf(annaId)).toHaveLength(before);
  });

  it('refuses a name that claims another type than the content, and stores nothing of it', async () => {
    const before = (await rowsOf(annaId)).length;
    for (const [name, bytes] of [
      ['report.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n', 'utf8')],
      ['Befund.pdf', pngImage()],
      ['foto.png', pdfFile()],
      ['notiz.exe', textFile()],
      ['Bericht.txt', docxFile()],
    ] as const) {
      const res = await upload(annaId, name, bytes);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().error).toMatchObject({ code: 'FILE_NAME_MISMATCH', details: [{ path: '/file', message: 'nameMismatch' }] });
    }
    expect(await rowsOf(annaId)).toHaveLength(before);
    // Another spelling of the same type is no disguise.
    const jpeg = await upload(bertaId, 'foto.JPEG', await jpegImage());
    expect(jpeg.statusCode).toBe(201);
    await remove(jpeg.json().file.id);
  });

  it('wants the file in the field "file" of a multipart form', async () => {
    const other = await upload(annaId, 'a.pdf', pdfFile(), therapist, 'document');
    expect(other.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `/api/staff/customers/${annaId}/files`, headers: asUser(therapist), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: `/api/staff/customers/${annaId}/files`, headers: asUser(therapist) });
    expect(empty.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/staff/customers/${annaId}/files`,
      headers: { ...asUser(therapist), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('keeps nothing of an upload cut off in the middle', async () => {
    const before = (await rowsOf(annaId)).length;
    const form = multipartForm('halb.pdf', Buffer.concat([pdfFile(), Buffer.alloc(300 * 1024)]));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/staff/customers/${annaId}/files`,
      headers: { ...asUser(therapist), 'content-type': form.contentType },
      payload: form.payload.subarray(0, form.payload.length - 200),
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(annaId)).toHaveLength(before);
  });

  it('refuses a file over the size limit of the settings and keeps nothing of it', async () => {
    const before = (await rowsOf(annaId)).length;
    const big = Buffer.concat([pdfFile(), Buffer.alloc(21 * MB)]);
    const res = await upload(annaId, 'gross.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await rowsOf(annaId)).toHaveLength(before);
  });

  it('keeps the practice within its quota, also for uploads at the same time', async () => {
    const settings = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin } })).json();
    const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: asUser(admin), payload });
    expect((await save({ ...settings, filesQuotaMegabytes: 1 })).statusCode).toBe(200);
    try {
      const half = Buffer.concat([pdfFile(), Buffer.alloc(450 * 1024)]);
      const answers = await Promise.all([upload(bertaId, 'a.pdf', half), upload(bertaId, 'b.pdf', half), upload(bertaId, 'c.pdf', half)]);
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(2);
      expect(statuses).toContain(409);
      expect(answers.find((r) => r.statusCode === 409)!.json().error.code).toBe('QUOTA_EXCEEDED');
      const total = (await t.db.select({ size: customerFiles.sizeBytes }).from(customerFiles)).reduce((sum, r) => sum + r.size, 0);
      expect(total).toBeLessThanOrEqual(MB);
    } finally {
      expect((await save(settings)).statusCode).toBe(200);
      for (const row of await rowsOf(bertaId)) await remove(row.id);
    }
  });

  it('cleans names of path parts and control characters', async () => {
    const cases: Array<[string, string]> = [
      ['../../etc/passwd', 'passwd.txt'],
      ['C:\\Users\\lea\\Desktop\\bericht.txt', 'bericht.txt'],
      ['bad\u0007na\u001bme\u202etxt.exe.txt', 'badnametxt.exe.txt'],
      ['..', 'file.txt'],
    ];
    for (const [raw, clean] of cases) {
      const res = await upload(bertaId, raw, textFile());
      expect(res.statusCode, raw).toBe(201);
      expect(res.json().file.fileName).toBe(clean);
    }
    for (const row of await rowsOf(bertaId)) await remove(row.id);
  });

  it('serves a file with headers that keep it from running or staying in a cache', async () => {
    const { files } = (await list(annaId)).json() as { files: Array<{ id: number; fileName: string }> };
    const byName = (name: string) => files.find((f) => f.fileName === name)!.id;

    const pdf = await open(byName('Befund.pdf'));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="Befund.pdf"/);
    expect(pdf.rawPayload.equals(pdfFile())).toBe(true);

    const png = await open(byName('Röntgen.png'));
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`inline; filename="Rontgen.png"; filename*=UTF-8''R%C3%B6ntgen.png`);
    expect(png.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);

    const text = await open(byName('Notiz.txt'));
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toMatch(/^attachment; filename="Notiz.txt"/);
    expect(text.body).toBe(textFile().toString('utf8'));

    const docx = await open(byName('Bericht.docx'));
    expect(docx.headers['content-type']).toBe(DOCX);
    expect(docx.headers['content-disposition']).toMatch(/^attachment;/);

    const webp = await open(byName('scan.webp'));
    expect(webp.headers['content-disposition']).toMatch(/^inline; filename="scan.webp"/);

    for (const res of [pdf, png, text, docx, webp]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }
    for (const res of [png, text, docx, webp]) expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect((await open(999_999)).statusCode).toBe(404);
  });

  it('deletes a file with its content', async () => {
    const id = (await upload(annaId, 'weg.txt', textFile('weg'))).json().file.id as number;
    expect((await remove(id)).json()).toEqual({ status: 'success' });
    expect((await open(id)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    expect(await t.db.select().from(customerFileContents).where(eq(customerFileContents.fileId, id))).toEqual([]);
  });

  it('audits every list, read, upload and delete, with ids and names but never content', async () => {
    const rows = await t.db
      .select({ action: auditLog.action, detail: auditLog.detail, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, annaId), like(auditLog.action, 'file.%')));
    const actions = new Set(rows.map((r) => r.action));
    expect([...actions].sort()).toEqual(['file.delete', 'file.list', 'file.read', 'file.upload']);
    expect(rows.every((r) => r.actor === therapistId)).toBe(true);
    const deleted = rows.find((r) => r.action === 'file.delete')!;
    expect(JSON.parse(deleted.detail!)).toMatchObject({ fileName: 'weg.txt' });
    expect(rows.some((r) => (r.detail ?? '').includes('Rücken'))).toBe(false);
  });

  it('counts files per customer and exports them with their content', async () => {
    const counts = await customerFileCounts(t.db, [annaId, bertaId, 999_999]);
    expect(counts.get(annaId)).toBe(7);
    expect(counts.has(bertaId)).toBe(false);
    const exported = await listCustomerFilesWithContent(t.db, annaId);
    expect(exported.map((f) => f.fileName)[0]).toBe('Befund.pdf');
    expect(exported[0]!.content.equals(pdfFile())).toBe(true);
  });
});

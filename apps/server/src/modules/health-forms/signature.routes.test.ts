import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfJsText } from '../../../test/pdf-read.ts';
import { dataUrlOf, pngFile } from '../../../test/png-fixtures.ts';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { healthForms } from '../../db/schema/index.ts';

const no = { answer: 'no', details: '' };
const answers = { bloodPressure: 'normal', medication: no, surgery: no, illness: no, allergies: no, implants: no, healthProblems: no, generalRemarks: '' };
const drawn = (dataUrl: string) => ({ answers, signature: { kind: 'drawn', dataUrl }, confirmed: true });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), randomBytes(200)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), randomBytes(60)]);

describe.each(DB_KINDS)('drawn signature on %s', (kind) => {
  let t: TestApp;
  let anna: string;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    annaId = await createUser(t.db, 'anna@example.com', ['customer']);
    anna = await loginCookie(t.app, 'anna@example.com');
  });
  afterAll(() => t.close());

  const sign = (dataUrl: string) => t.app.inject({ method: 'POST', url: '/api/health-form', headers: asUser(anna), payload: drawn(dataUrl) });
  const refusal = async (dataUrl: string) => {
    const res = await sign(dataUrl);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string; details: Array<{ path: string; message: string }> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.map((d) => d.path)).toContain('/signature/dataUrl');
    return body.error.details.map((d) => d.message);
  };

  it.each([
    ['a JPEG', JPEG],
    ['a GIF', GIF],
    ['random bytes', randomBytes(300)],
  ])('refuses %s labelled as PNG', async (_, bytes) => {
    expect(await refusal(dataUrlOf(bytes))).toContain('signatureInvalid');
  });

  it('refuses a PNG whose image data does not decode, which would break the PDF', async () => {
    expect(await refusal(dataUrlOf(pngFile(100, 50, { idat: Buffer.from('garbage, not deflate') })))).toContain('signatureInvalid');
  });

  it('refuses a small PNG that claims 20000 × 20000 pixels without decoding it', async () => {
    const bomb = pngFile(20000, 20000, { idat: Buffer.from([0x78, 0x9c, 0x03, 0x00]) });
    const started = performance.now();
    expect(await refusal(dataUrlOf(bomb))).toContain('signatureTooLarge');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a PNG of more than 200 KB', async () => {
    const big = pngFile(400, 135, { noise: true });
    expect(big.length).toBeGreaterThan(200 * 1024);
    expect(dataUrlOf(big).length).toBeLessThan(300_000);
    expect(await refusal(dataUrlOf(big))).toContain('signatureTooLarge');
  });

  it('stores nothing that was refused', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health-form', headers: { cookie: anna } })).json()).toEqual({ form: null });
  });

  it('signs with a small PNG and prints it in the PDF', async () => {
    const res = await sign(dataUrlOf(pngFile(480, 160)));
    expect(res.statusCode).toBe(201);
    expect(res.json().form.signature.kind).toBe('drawn');
    const pdf = await t.app.inject({ method: 'GET', url: '/api/health-form/pdf?lang=en', headers: { cookie: anna } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect(await pdfJsText(pdf.rawPayload)).not.toContain('image not readable');
  });

  it('still reads and prints a form stored with a broken signature before these checks', async () => {
    const broken = pngFile(100, 50, { idat: Buffer.from('garbage, not deflate') });
    await t.db
      .insert(healthForms)
      .values({ userId: annaId, version: 99, answers, signature: { kind: 'drawn', dataUrl: dataUrlOf(broken) }, signedAt: new Date() });
    expect((await t.app.inject({ method: 'GET', url: '/api/health-form', headers: { cookie: anna } })).json().form.version).toBe(99);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/health-form/pdf?lang=en', headers: { cookie: anna } });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfJsText(pdf.rawPayload)).toContain('Signed by hand (image not readable)');
  });
});

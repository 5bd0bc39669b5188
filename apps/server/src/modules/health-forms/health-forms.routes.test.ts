import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfJsText } from '../../../test/pdf-read.ts';
import { asUser, createUser, loginCookie } from '../../../test/session-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DB_KINDS } from '../../../test/test-db.ts';
import { auditLog, users } from '../../db/schema/index.ts';

const no = { answer: 'no', details: '' };
const answers = {
  bloodPressure: 'high',
  medication: { answer: 'yes', details: 'Betablocker' },
  surgery: no,
  illness: no,
  allergies: { answer: 'yes', details: 'Mandelöl' },
  implants: no,
  healthProblems: no,
  generalRemarks: 'Rücken links',
};
const form = { answers, signature: { kind: 'typed', name: 'Ольга Иванова' }, confirmed: true };

describe.each(DB_KINDS)('health form on %s', (kind) => {
  let t: TestApp;
  let olga: string;
  let olgaId: number;
  let therapist: string;
  let planner: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    olgaId = await createUser(t.db, 'olga@example.com', ['customer']);
    await t.db.update(users).set({ firstName: 'Ольга', lastName: 'Иванова', language: 'ru' }).where(eq(users.id, olgaId));
    await createUser(t.db, 'thera@example.com', ['therapist']);
    await createUser(t.db, 'planner2@example.com', ['planner']);
    await createUser(t.db, 'other@example.com', ['customer']);
    olga = await loginCookie(t.app, 'olga@example.com');
    therapist = await loginCookie(t.app, 'thera@example.com');
    planner = await loginCookie(t.app, 'planner2@example.com');
    other = await loginCookie(t.app, 'other@example.com');
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const sign = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/health-form', headers: asUser(olga), payload: payload as object });

  it('is empty before the first signature', async () => {
    expect((await get('/api/health-form', olga)).json()).toEqual({ form: null });
    expect((await get('/api/health-form/pdf', olga)).statusCode).toBe(404);
  });

  it('refuses an incomplete or unsigned form', async () => {
    expect((await sign({ ...form, answers: { ...answers, implants: { answer: 'yes', details: '' } } })).statusCode).toBe(400);
    expect((await sign({ ...form, signature: { kind: 'typed', name: '' } })).statusCode).toBe(400);
    expect((await sign({ ...form, confirmed: false })).statusCode).toBe(400);
    expect((await get('/api/health-form', olga)).json()).toEqual({ form: null });
  });

  it('keeps every signed version', async () => {
    const first = await sign(form);
    expect(first.statusCode).toBe(201);
    expect(first.json().form).toMatchObject({ version: 1, answers: { bloodPressure: 'high' } });
    const second = await sign({ ...form, answers: { ...answers, bloodPressure: 'normal' } });
    expect(second.json().form.version).toBe(2);
    expect((await get('/api/health-form', olga)).json().form).toMatchObject({ version: 2, answers: { bloodPressure: 'normal' } });
    expect((await get('/api/health-form/versions', olga)).json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('prints a PDF named after the customer, in the reader’s language', async () => {
    const res = await get('/api/health-form/pdf', olga);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('Ольга-Иванова.pdf');
    const text = await pdfJsText(res.rawPayload);
    expect(text).toContain('Ольга Иванова');
    expect(text).toContain('Mandelöl');
    expect(text).toContain('Betablocker');
    const german = await pdfJsText((await get('/api/health-form/pdf?lang=de', olga)).rawPayload);
    expect(german).toContain('Gesundheitsfragebogen');
    expect(german).toContain('Version 2');
  });

  it('shows the form to therapists, not to planners or other customers', async () => {
    expect((await get(`/api/users/${olgaId}/health-form`, therapist)).json().form.version).toBe(2);
    expect((await get(`/api/users/${olgaId}/health-form/pdf`, therapist)).statusCode).toBe(200);
    expect((await get(`/api/users/${olgaId}/health-form`, planner)).statusCode).toBe(403);
    expect((await get(`/api/users/${olgaId}/health-form`, other)).statusCode).toBe(403);
    expect((await get(`/api/users/999999/health-form`, therapist)).statusCode).toBe(404);
  });

  it('writes every read and change to the audit log', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectUserId, olgaId));
    const actions = entries.map((e) => e.action);
    expect(actions.filter((a) => a === 'health_form.sign')).toHaveLength(2);
    expect(actions).toContain('health_form.pdf');
    expect(actions).toContain('health_form.read');
    const [therapistRow] = await t.db.select().from(users).where(eq(users.email, 'thera@example.com'));
    const byTherapist = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, olgaId), eq(auditLog.actorUserId, therapistRow!.id)));
    expect(byTherapist.map((e) => e.action).sort()).toEqual(['health_form.pdf', 'health_form.read']);
  });
});

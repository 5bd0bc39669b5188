import { healthAnswersSchema, storedSignatureSchema, type HealthForm, type HealthFormInput } from '@praxis/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findUserById } from '../users/index.ts';
import { healthFormFileName, renderHealthFormPdf } from './health-form-pdf.ts';
import { audit, healthFormVersions, insertHealthForm, latestHealthForm, type HealthFormRow } from './health-forms.repo.ts';
import { isPrintablePng, signaturePng } from './signature-png.ts';
import type { AppContext } from '../../core/app-context.ts';

function present(row: HealthFormRow): HealthForm {
  return {
    id: row.id,
    version: row.version,
    answers: healthAnswersSchema.parse(row.answers),
    signature: storedSignatureSchema.parse(row.signature),
    signedAt: row.signedAt.toISOString(),
  };
}

/**
 * The newest signed form of `userId`, or null. Every read is written to the audit log, also when
 * there is nothing to read. Callers check the permission; `userId` of another customer needs a
 * therapist role (route permission `health:read:any`).
 */
export async function readHealthForm(ctx: AppContext, actor: Actor, userId: number): Promise<HealthForm | null> {
  if (!(await findUserById(ctx.db, userId))) throw new AppError('NOT_FOUND', 'No such user.');
  const row = await latestHealthForm(ctx.db, userId);
  await audit(ctx.db, {
    actorUserId: actor.userId,
    subjectUserId: userId,
    action: 'health_form.read',
    detail: row ? `version ${row.version}` : 'none',
    at: ctx.now(),
  });
  return row ? present(row) : null;
}

/** Signs a new version of the actor's own form; earlier versions stay. */
export async function signOwnHealthForm(ctx: AppContext, actor: Actor, input: HealthFormInput): Promise<HealthForm> {
  if (input.signature.kind === 'drawn' && !isPrintablePng(signaturePng(input.signature.dataUrl))) {
    throw new AppError('VALIDATION_ERROR', 'The signature is not a readable PNG image.', [{ path: '/signature/dataUrl', message: 'signatureInvalid' }]);
  }
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await insertHealthForm(tx, {
      userId: actor.userId,
      answers: input.answers,
      signature: input.signature,
      signedAt: now,
      signedByUserId: actor.userId,
    });
    await audit(tx, { actorUserId: actor.userId, subjectUserId: actor.userId, action: 'health_form.sign', detail: `version ${row.version}`, at: now });
    return present(row);
  });
}

export async function listVersions(ctx: AppContext, actor: Actor, userId: number) {
  const rows = await healthFormVersions(ctx.db, userId);
  await audit(ctx.db, { actorUserId: actor.userId, subjectUserId: userId, action: 'health_form.versions', at: ctx.now() });
  return rows.map((r) => ({ version: r.version, signedAt: r.signedAt.toISOString() }));
}

/** The newest form of `userId` as PDF in `language`; 404 when none is signed yet. */
export async function healthFormPdf(ctx: AppContext, actor: Actor, userId: number, language: string): Promise<{ pdf: Buffer; fileName: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  const row = await latestHealthForm(ctx.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'No health form signed yet.');
  const form = present(row);
  const pdf = await renderHealthFormPdf({
    language,
    practice: await ctx.settings(),
    customer: user,
    version: form.version,
    signedAt: row.signedAt,
    answers: form.answers,
    signature: form.signature,
  });
  await audit(ctx.db, { actorUserId: actor.userId, subjectUserId: userId, action: 'health_form.pdf', detail: `version ${row.version}`, at: ctx.now() });
  return { pdf, fileName: healthFormFileName(language, user) };
}

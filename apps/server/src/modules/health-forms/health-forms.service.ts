import { healthAnswersSchema, storedSignatureSchema, type HealthForm, type HealthFormInput } from '@praxis/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/session.ts';
import { findUserById } from '../profile/profile.repo.ts';
import { readPracticeSettings } from '../settings/settings.repo.ts';
import { healthFormFileName, renderHealthFormPdf } from './health-form-pdf.ts';
import { audit, healthFormVersions, insertHealthForm, latestHealthForm, type HealthFormRow } from './health-forms.repo.ts';
import { isPrintablePng, signaturePng } from './signature-png.ts';

export interface HealthDeps {
  db: Database;
  now: () => Date;
}

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
export async function readHealthForm(deps: HealthDeps, actor: Actor, userId: number): Promise<HealthForm | null> {
  if (!(await findUserById(deps.db, userId))) throw new AppError('NOT_FOUND', 'No such user.');
  const row = await latestHealthForm(deps.db, userId);
  await audit(deps.db, {
    actorUserId: actor.userId,
    subjectUserId: userId,
    action: 'health_form.read',
    detail: row ? `version ${row.version}` : 'none',
    at: deps.now(),
  });
  return row ? present(row) : null;
}

/** Signs a new version of the actor's own form; earlier versions stay. */
export async function signOwnHealthForm(deps: HealthDeps, actor: Actor, input: HealthFormInput): Promise<HealthForm> {
  if (input.signature.kind === 'drawn' && !isPrintablePng(signaturePng(input.signature.dataUrl))) {
    throw new AppError('VALIDATION_ERROR', 'The signature is not a readable PNG image.', [{ path: '/signature/dataUrl', message: 'signatureInvalid' }]);
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
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

export async function listVersions(deps: HealthDeps, actor: Actor, userId: number) {
  const rows = await healthFormVersions(deps.db, userId);
  await audit(deps.db, { actorUserId: actor.userId, subjectUserId: userId, action: 'health_form.versions', at: deps.now() });
  return rows.map((r) => ({ version: r.version, signedAt: r.signedAt.toISOString() }));
}

/** The newest form of `userId` as PDF in `language`; 404 when none is signed yet. */
export async function healthFormPdf(deps: HealthDeps, actor: Actor, userId: number, language: string): Promise<{ pdf: Buffer; fileName: string }> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'No such user.');
  const row = await latestHealthForm(deps.db, userId);
  if (!row) throw new AppError('NOT_FOUND', 'No health form signed yet.');
  const form = present(row);
  const pdf = await renderHealthFormPdf({
    language,
    practice: await readPracticeSettings(deps.db),
    customer: user,
    version: form.version,
    signedAt: row.signedAt,
    answers: form.answers,
    signature: form.signature,
  });
  await audit(deps.db, { actorUserId: actor.userId, subjectUserId: userId, action: 'health_form.pdf', detail: `version ${row.version}`, at: deps.now() });
  return { pdf, fileName: healthFormFileName(language, user) };
}

import { openBeforePublishing, practiceDate, SETUP_STEPS, setupSteps, type PracticeSettings, type PracticeSetupDto, type SetupStep } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Executor } from '../../db/client.ts';
import { writeAudits } from '../../db/audit.repo.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { activeTherapyCodes } from '../catalogue/index.ts';
import { therapistIdsWithPlan } from '../schedule/index.ts';
import { listPublishedTherapists } from '../therapists/index.ts';
import { lockPracticeSettings, readSitePublished, writeSitePublished } from './settings.repo.ts';

/** Which set-up steps are done, judged by the settings (given, or as stored) and the team, catalogue and plans. */
async function stepsOf(ctx: AppContext, db: Executor, settings?: PracticeSettings): Promise<Record<SetupStep, boolean>> {
  const [stored, therapists, therapies, plannedTherapistIds, published] = await Promise.all([
    settings ?? ctx.settings(db),
    listPublishedTherapists(db, practiceDate(ctx.now())),
    activeTherapyCodes(db),
    therapistIdsWithPlan(db),
    readSitePublished(db),
  ]);
  return setupSteps({ settings: stored, therapists, therapies, plannedTherapistIds, published });
}

const dtoOf = (steps: Record<SetupStep, boolean>): PracticeSetupDto => ({
  steps: SETUP_STEPS.map((step) => ({ step, done: steps[step] })),
  published: steps.publish,
});

/** The set-up checklist. */
export async function practiceSetup(ctx: AppContext): Promise<PracticeSetupDto> {
  return dtoOf(await stepsOf(ctx, ctx.db));
}

/** Publishes the site once every step before it is done (SETUP_INCOMPLETE with the open steps otherwise); audited. */
export async function publishSite(ctx: AppContext, actor: Actor): Promise<PracticeSetupDto> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await lockPracticeSettings(tx);
    const steps = await stepsOf(ctx, tx);
    const open = openBeforePublishing(steps);
    if (open.length > 0) throw new AppError('SETUP_INCOMPLETE', 'A set-up step is still open.', { steps: open });
    if (!steps.publish) {
      await writeSitePublished(tx, true, at);
      await writeAudits(tx, [{ actorUserId: actor.userId, subjectUserId: null, action: 'site.publish', detail: {}, at }]);
    }
    return dtoOf({ ...steps, publish: true });
  });
}

/**
 * Refuses settings that would empty what a published site prints (its practice data, hours or
 * bank account, where they were complete): the site stays as it was published.
 */
export async function assertKeepsPublishedSite(ctx: AppContext, tx: Executor, next: PracticeSettings): Promise<void> {
  if (!(await readSitePublished(tx))) return;
  // These three steps are judged by the settings alone: no team, catalogue or plan to read.
  const of = (settings: PracticeSettings) => setupSteps({ settings, therapists: [], therapies: [], plannedTherapistIds: [], published: true });
  const [before, after] = [of(await ctx.settings(tx)), of(next)];
  const lost = (['practice', 'openingHours', 'bank'] as const).filter((step) => before[step] && !after[step]);
  if (lost.length > 0) throw new AppError('SETUP_INCOMPLETE', 'The published site needs these data.', { steps: lost });
}

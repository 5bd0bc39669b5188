import { isDeepStrictEqual } from 'node:util';
import { publicPart, type PracticeSettings, type PublicSite } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import type { Actor } from '../account/index.ts';
import { writeAudits } from '../../db/audit.repo.ts';
import { assertKeepsPublishedSite } from './practice-setup.service.ts';
import { lockPracticeSettings, readSitePublished, writePracticeSettings } from './settings.repo.ts';

/** The top-level settings whose value differs, with both values. */
export function settingsChanges(before: PracticeSettings, after: PracticeSettings) {
  return (Object.keys(after) as Array<keyof PracticeSettings>)
    .filter((key) => !isDeepStrictEqual(before[key], after[key]))
    .map((key) => ({ key, old: before[key], new: after[key] }));
}

/**
 * Stores the whole settings object (validated by the domain schema on the way in) and audits each
 * changed key in the same transaction. Readers see it on their next read; the CSP's tag-manager
 * origins follow at once on this instance and within the cache time on others.
 */
export async function savePracticeSettings(ctx: AppContext, actor: Actor, input: PracticeSettings): Promise<PracticeSettings> {
  const at = ctx.now();
  const saved = await ctx.db.transaction(async (tx) => {
    await lockPracticeSettings(tx);
    const before = await ctx.settings(tx);
    await assertKeepsPublishedSite(ctx, tx, input);
    await writePracticeSettings(tx, input, at);
    // One audit row per changed key, with its old and new value.
    await writeAudits(
      tx,
      settingsChanges(before, input).map((change) => ({ actorUserId: actor.userId, subjectUserId: null, action: 'settings.update', detail: change, at })),
    );
    return ctx.settings(tx);
  });
  ctx.tagManager.set(saved.tagManagerId);
  return saved;
}

/** What the public site may know of the settings, and whether it is published. */
export async function publicSite(ctx: AppContext): Promise<PublicSite> {
  const [settings, published] = await Promise.all([ctx.settings(), readSitePublished(ctx.db)]);
  return { ...publicPart(settings), published };
}

import { practiceDate, type PublicTherapist } from '@praxis/domain';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../account/index.ts';
import { findPhoto } from './therapist-profile.repo.ts';
import { mayPreviewPhoto } from './therapist-profile.service.ts';
import { listPublishedTherapists } from './therapists.repo.ts';

/** The published profiles of therapists still active today (in the practice's zone). */
export const publishedTherapists = (ctx: AppContext): Promise<PublicTherapist[]> => listPublishedTherapists(ctx.db, practiceDate(ctx.now()));

/**
 * A therapist's photo: a published one for everyone, an unpublished one only for its editors (the
 * preview; `actor` null without a session); 404 otherwise.
 */
export async function therapistPhoto(
  ctx: AppContext,
  actor: Actor | null,
  therapistId: number,
): Promise<{ photo: Buffer; published: boolean; updatedAt: Date }> {
  const found = await findPhoto(ctx.db, therapistId);
  const visible = found && (found.published || mayPreviewPhoto(actor, therapistId));
  if (!visible) throw new AppError('NOT_FOUND', 'No photo.');
  return found;
}

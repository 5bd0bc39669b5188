import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './health.repo.ts';

/**
 * `ok` while the database answers, `degraded` (`STORAGE_FULL`) while it answers but cannot write (a
 * full disk: see StorageHealth); a database that does not answer is logged and a 503.
 */
export async function healthCheck(ctx: AppContext) {
  try {
    await pingDatabase(ctx.db);
  } catch (err) {
    ctx.log.error({ err }, 'database check failed');
    throw new AppError('SERVICE_UNAVAILABLE', 'The database does not answer.');
  }
  const state = await ctx.storage.check();
  if (state.full) return { status: 'degraded' as const, reason: 'STORAGE_FULL' as const, detail: state.detail };
  return { status: 'ok' as const };
}

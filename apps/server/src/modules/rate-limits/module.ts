import { defineModule } from '../../core/app-module.ts';
import { defineJob } from '../../core/jobs.ts';
import { pruneEvents } from './rate-events.repo.ts';

const DAY_MS = 86_400_000;

/** Counted events (failed logins, guest reservations) in the database; old ones are pruned. */
export const rateLimitsModule = defineModule({
  name: 'rate-limits',
  jobs: [
    // No limit looks back further than a day; older counted events only take space.
    defineJob({ name: 'prune-rate-events', everySeconds: 3600, run: (ctx, { now }) => pruneEvents(ctx.db, new Date(now.getTime() - DAY_MS)) }),
  ],
});

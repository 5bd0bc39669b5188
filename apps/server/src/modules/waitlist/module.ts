import { defineModule } from '../../core/app-module.ts';
import { defineJob } from '../../core/jobs.ts';
import { offerFreedSlots, sweepUnansweredOffers } from './waitlist-match.ts';
import { waitlistRoutes } from './waitlist.routes.ts';

/** Customers waiting for a slot to free up, and the offers mailed to them when one does. */
export const waitlistModule = defineModule({
  name: 'waitlist',
  setup(ctx) {
    ctx.events.on('slotsFreed', async (span) => {
      // The freeing is committed: a failure here must not turn it into an error for its caller.
      try {
        await offerFreedSlots(ctx, span);
      } catch (err) {
        ctx.log.error({ err }, 'offering freed slots to the waiting list failed');
      }
    });
  },
  jobs: [
    // Claims by conditional update (swept_at), so a second server never passes a slot on twice.
    defineJob({
      name: 'waitlist-sweep',
      everySeconds: 5 * 60,
      run: (ctx, { now }) => sweepUnansweredOffers(ctx, now),
      afterWork: (ctx) => ctx.notifyMail(),
    }),
  ],
  async routes(app, ctx) {
    await app.register(waitlistRoutes(ctx));
  },
});

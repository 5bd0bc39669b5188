import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema/index.ts';

/**
 * What a charged cancellation still costs, as SQL over the `bookings` row in scope: its charge,
 * unless the customer booked again for a day within the 30 days after it (section 4; then 0).
 */
export const effectiveChargeSql: SQL<number> = sql<number>`case when ${bookings.chargeRappen} > 0 and not exists (
    select 1 from ${bookings} as "rebooked"
    where "rebooked"."customer_id" = ${bookings.customerId} and "rebooked"."id" <> ${bookings.id}
      and "rebooked"."cancelled_at" is null and "rebooked"."created_at" >= ${bookings.cancelledAt}
      and "rebooked"."starts_at" > ${bookings.startsAt} and "rebooked"."starts_at" <= ${bookings.startsAt} + interval '30 days'
  ) then ${bookings.chargeRappen} else 0 end`;

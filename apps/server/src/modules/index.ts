import type { AppModule } from '../core/app-module.ts';
import { accountModule } from './account/index.ts';
import { adminUsersModule } from './admin-users/index.ts';
import { backupsModule } from './backups/index.ts';
import { availabilityModule } from './availability/index.ts';
import { bookingsModule } from './bookings/index.ts';
import { calendarFeedsModule } from './calendar-feeds/index.ts';
import { cashModule } from './cash/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import { dbUpdatesModule } from './db-updates/index.ts';
import { frontDeskModule } from './front-desk/index.ts';
import { healthFormsModule } from './health-forms/index.ts';
import { healthModule } from './health/index.ts';
import { invoicesModule } from './invoices/index.ts';
import { notificationsModule } from './notifications/index.ts';
import { customerFilesModule } from './customer-files/index.ts';
import { privacyModule } from './privacy/index.ts';
import { treatmentRecordsModule } from './treatment-records/index.ts';
import { paymentsModule } from './payments/index.ts';
import { performanceModule } from './performance/index.ts';
import { profileModule } from './profile/index.ts';
import { rateLimitsModule } from './rate-limits/index.ts';
import { scheduleModule } from './schedule/index.ts';
import { settingsModule } from './settings/index.ts';
import { staffModule } from './staff/index.ts';
import { therapistsModule } from './therapists/index.ts';
import { usersModule } from './users/index.ts';
import { vouchersModule } from './vouchers/index.ts';
import { waitlistModule } from './waitlist/index.ts';

/** Every server module, registered in this order. Adding a module: create its folder, add it here. */
export const MODULES: readonly AppModule[] = [
  usersModule,
  healthModule,
  settingsModule,
  notificationsModule,
  catalogueModule,
  therapistsModule,
  accountModule,
  profileModule,
  healthFormsModule,
  adminUsersModule,
  staffModule,
  availabilityModule,
  bookingsModule,
  calendarFeedsModule,
  waitlistModule,
  frontDeskModule,
  paymentsModule,
  invoicesModule,
  vouchersModule,
  performanceModule,
  cashModule,
  treatmentRecordsModule,
  customerFilesModule,
  privacyModule,
  scheduleModule,
  rateLimitsModule,
  dbUpdatesModule,
  backupsModule,
];

import type { AppModule } from '../core/app-module.ts';
import { accountModule } from './account/module.ts';
import { adminUsersModule } from './admin-users/module.ts';
import { backupsModule } from './backups/module.ts';
import { availabilityModule } from './availability/module.ts';
import { bookingsModule } from './bookings/module.ts';
import { calendarFeedsModule } from './calendar-feeds/module.ts';
import { cashModule } from './cash/module.ts';
import { catalogueModule } from './catalogue/module.ts';
import { dbUpdatesModule } from './db-updates/module.ts';
import { frontDeskModule } from './front-desk/module.ts';
import { healthFormsModule } from './health-forms/module.ts';
import { healthModule } from './health/module.ts';
import { invoicesModule } from './invoices/module.ts';
import { notificationsModule } from './notifications/module.ts';
import { customerFilesModule } from './customer-files/module.ts';
import { privacyModule } from './privacy/module.ts';
import { treatmentRecordsModule } from './treatment-records/module.ts';
import { paymentsModule } from './payments/module.ts';
import { performanceModule } from './performance/module.ts';
import { profileModule } from './profile/module.ts';
import { rateLimitsModule } from './rate-limits/module.ts';
import { scheduleModule } from './schedule/module.ts';
import { searchModule } from './search/module.ts';
import { settingsModule } from './settings/module.ts';
import { staffModule } from './staff/module.ts';
import { therapistsModule } from './therapists/module.ts';
import { usersModule } from './users/module.ts';
import { vouchersModule } from './vouchers/module.ts';
import { waitlistModule } from './waitlist/module.ts';

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
  searchModule,
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

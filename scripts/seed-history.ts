// `npm run seed:history -- [--years N]`: fills the database the server would open (DATABASE_URL,
// else DATA_DIR's PGlite) with a practice's N years of history up to today (default 5; 1 for a
// quick try), made through the app's own calls (apps/server/src/seed/history.seed.ts). Only into a database
// without bookings; the server must not run on a PGlite folder meanwhile.
import { practiceDate } from '@praxis/domain';
import { ConfigError, loadConfig } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DataDirInUseError, lockDataDir } from '../apps/server/src/lib/data-dir-lock.ts';
import { seedReferenceData } from '../apps/server/src/seed/reference.seed.ts';
import { seedHistory } from '../apps/server/src/seed/history.seed.ts';

function yearsOf(args: string[]): number {
  if (args.length === 0) return 5;
  const years = Number(args[1]);
  if (args[0] !== '--years' || args.length !== 2 || !Number.isInteger(years) || years < 1 || years > 20) {
    console.error('Usage: npm run seed:history -- [--years N]   (N from 1 to 20, default 5)');
    process.exit(1);
  }
  return years;
}

const years = yearsOf(process.argv.slice(2));
try {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) process.once('exit', lockDataDir(config.dataDir).release);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await seedReferenceData(database.db, 'sample');
    const started = performance.now();
    const figures = await seedHistory(database.db, config, { years, today: practiceDate(new Date()), log: (line) => console.log(line) });
    console.log(
      `${years} year(s) of history in ${((performance.now() - started) / 1000).toFixed(0)} s (${database.kind}): ` +
        `${figures.bookings} bookings (${figures.cancelled} cancelled), ${figures.payments} payments, ${figures.invoices} invoices ` +
        `(${figures.reminders} reminders), ${figures.vouchers} vouchers, ${figures.cashEntries} cash entries, ${figures.counts} counts, ` +
        `${figures.closedMonths} closed months, ${figures.customers} customers.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  if (!(err instanceof ConfigError || err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exit(1);
}
